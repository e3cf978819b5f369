import { graphql, useStaticQuery } from "gatsby";
import { SpecChangelog } from "./SpecChangelog";

/**
 * The HTTP API's changelog, from its SpecChangelog node. Imported by content/docs/api/changelog.mdx
 * only, so no other page loads the query.
 */
export function HttpApiChangelog() {
  const data = useStaticQuery<Queries.HttpApiChangelogQuery>(graphql`
    query HttpApiChangelog {
      specChangelog(changelog: { eq: "http" }) {
        ...SpecChangelogView
      }
    }
  `);
  if (!data.specChangelog) throw new Error("The HTTP API changelog is missing from the data layer.");
  return <SpecChangelog changelog={data.specChangelog} />;
}
