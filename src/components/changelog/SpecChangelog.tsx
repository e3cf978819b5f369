import { graphql } from "gatsby";
import { countsText, LEVEL_LABELS, NO_SPEC_CHANGE, plural } from "../../lib/changelog/labels";
import { relativeToPage } from "../../lib/changelog/specs";
import { SiteLink } from "../layout/SiteLink";
import { H2, H3 } from "../mdx/Heading";

/** What the changelog components query of a changelog. */
export const query = graphql`
  fragment SpecChangelogView on SpecChangelog {
    title
    page
    feed
    headingLevel
    place
    sections {
      id
      heading
      anchor
      notesHtml
      places
      changes {
        level
        html
        everywhere
        locations {
          label
          href
        }
      }
      contents {
        label
        href
      }
    }
  }
`;

type View = Queries.SpecChangelogViewFragment;
type Section = View["sections"][number];
type Place = Section["contents"][number];

function PlaceLink({ place }: { place: Place }) {
  return place.href ? <SiteLink href={place.href}>{place.label}</SiteLink> : <>{place.label}</>;
}

function PlaceList({ places }: { places: readonly Place[] }) {
  return (
    <>
      {places.map((place, index) => (
        <span key={place.label}>
          {index > 0 && ", "}
          <PlaceLink place={place} />
        </span>
      ))}
    </>
  );
}

function Changes({ section, place }: { section: Section; place: string }) {
  return (
    <ul className="changelog-changes">
      {section.changes.map((change) => (
        <li key={change.html} data-level={change.level}>
          {change.level !== "non-breaking" && (
            <span className={`change-level change-level--${change.level}`}>
              {LEVEL_LABELS[change.level as keyof typeof LEVEL_LABELS]}
            </span>
          )}
          <span dangerouslySetInnerHTML={{ __html: change.html }} />{" "}
          {change.everywhere ? (
            `In every ${place} (${section.places}).`
          ) : (
            <>
              In <PlaceList places={change.locations} />.
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Props of SpecChangelog. */
export interface Props {
  changelog: View;
}

/**
 * A changelog: for each release (and what is not released yet), its hand-written notes above
 * what changed in the spec, breaking changes first and marked, each linked to the operation or
 * stream that shows it; a link to the Atom feed first. Styled by the global stylesheet: a slice's
 * Emotion styles would be written as style tags in the page's body (see gatsby-ssr.tsx).
 */
export function SpecChangelog({ changelog }: Props) {
  const Heading = changelog.headingLevel === 3 ? H3 : H2;
  return (
    <div className="spec-changelog">
      <p className="changelog-feed">
        Follow the releases in your feed reader:{" "}
        <a href={relativeToPage(changelog.page, changelog.feed)} type="application/atom+xml">
          Atom feed
        </a>
        .
      </p>
      {changelog.sections.map((section) => {
        const count = (level: string) => section.changes.filter((change) => change.level === level).length;
        const counts = countsText({
          breaking: count("breaking"),
          deprecation: count("deprecation"),
          nonBreaking: count("non-breaking"),
        });
        return (
          <section key={section.id} aria-labelledby={section.anchor}>
            <Heading id={section.anchor}>{section.heading}</Heading>
            {section.notesHtml && (
              <div className="changelog-notes" dangerouslySetInnerHTML={{ __html: section.notesHtml }} />
            )}
            {section.contents.length > 0 ? (
              <p>
                {plural(section.contents.length, changelog.place)} in this version:{" "}
                <PlaceList places={section.contents} />.
              </p>
            ) : section.changes.length === 0 ? (
              <p>
                <strong>What changed in the spec:</strong> {NO_SPEC_CHANGE}
              </p>
            ) : (
              <>
                <p>
                  <strong>What changed in the spec</strong>
                  {counts ? ` (${counts})` : ""}:
                </p>
                <Changes section={section} place={changelog.place} />
              </>
            )}
          </section>
        );
      })}
    </div>
  );
}
