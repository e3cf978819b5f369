import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { countsText, LEVEL_LABELS, NO_SPEC_CHANGE, plural } from "../../lib/changelog/labels";
import { relativeToPage } from "../../lib/changelog/specs";
import { color } from "../../theme/tokens";
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

const styles = {
  feed: css({ color: color("textMuted") }),
  // Notes are Markdown rendered at build: a code block wraps instead of scrolling out of the column.
  notes: css({
    "& pre": {
      whiteSpace: "pre-wrap",
      overflowWrap: "anywhere",
      padding: "0.75rem 1rem",
      border: `1px solid ${color("border")}`,
      borderRadius: "6px",
      background: color("codeBg"),
      color: color("codeText"),
      fontSize: "0.875rem",
    },
    "& pre code": { display: "inline", width: "auto", minWidth: 0, whiteSpace: "inherit" },
  }),
  changes: css({ paddingLeft: "1.25rem", "& > li": { margin: "0.35rem 0" } }),
  badge: css({
    display: "inline-block",
    marginRight: "0.4rem",
    padding: "0 0.4rem",
    border: "1px solid",
    borderRadius: "4px",
    color: color("text"),
    fontSize: "0.8125rem",
    fontWeight: 700,
    lineHeight: 1.5,
  }),
  breaking: css({ background: color("dangerBg"), borderColor: color("dangerBorder") }),
  deprecation: css({ background: color("warningBg"), borderColor: color("warningBorder") }),
};

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
    <ul css={styles.changes}>
      {section.changes.map((change) => (
        <li key={change.html} data-level={change.level}>
          {change.level !== "non-breaking" && (
            <span css={[styles.badge, change.level === "breaking" ? styles.breaking : styles.deprecation]}>
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
 * stream that shows it; a link to the Atom feed first.
 */
export function SpecChangelog({ changelog }: Props) {
  const Heading = changelog.headingLevel === 3 ? H3 : H2;
  return (
    <div className="spec-changelog">
      <p css={styles.feed}>
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
            {section.notesHtml && <div css={styles.notes} dangerouslySetInnerHTML={{ __html: section.notesHtml }} />}
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
