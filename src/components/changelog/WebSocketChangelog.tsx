import { graphql, useStaticQuery } from "gatsby";
import { SpecChangelog } from "./SpecChangelog";

/**
 * The WebSocket API's changelog, from its SpecChangelog node. Imported by
 * content/docs/websocket/index.mdx only, so no other page loads the query.
 */
export function WebSocketChangelog() {
  const data = useStaticQuery<Queries.WebSocketChangelogQuery>(graphql`
    query WebSocketChangelog {
      specChangelog(changelog: { eq: "websocket" }) {
        ...SpecChangelogView
      }
    }
  `);
  if (!data.specChangelog) throw new Error("The WebSocket API changelog is missing from the data layer.");
  return <SpecChangelog changelog={data.specChangelog} />;
}
