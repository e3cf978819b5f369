/** @jest-environment node */
import type { Node, Reporter } from "gatsby";
import { FACTS_SOURCE } from "../../src/lib/facts/load";
import { contentTreeField } from "../../src/node/content-tree-field";

// The compile itself is tested with the MDX corpus; here only what the field reads matters.
jest.mock("../../src/node/content-tree", () => ({
  compileContentTree: jest.fn(async () => ({ children: [] })),
}));

const FACTS_FILE_NODE = { id: "facts-file", internal: { type: "File", contentDigest: "1" } } as unknown as Node;

/** A guide's Mdx node with `body`, and a node model that records what the field reads. */
function resolveGuide(body: string) {
  const mdx = { id: "mdx-1", body, internal: { type: "Mdx", contentFilePath: "/site/content/docs/guide.mdx" } };
  const reads: string[] = [];
  const nodeModel = {
    getNodeById({ id }: { id: string }) {
      reads.push(`node ${id}`);
      return id === mdx.id ? (mdx as unknown as Node) : null;
    },
    async findOne({ type, query }: { type: string; query: { filter: Record<string, unknown> } }) {
      reads.push(`${type} ${JSON.stringify(query.filter)}`);
      return FACTS_FILE_NODE;
    },
  };
  const field = contentTreeField({} as Reporter);
  return field.resolve({ mdx: mdx.id }, {}, { nodeModel }).then((tree) => ({ tree, reads }));
}

const FACTS_READ = `File ${JSON.stringify({ sourceInstanceName: { eq: FACTS_SOURCE } })}`;

describe("Doc.contentTree's dependencies", () => {
  test("a guide that shows a fact reads the facts file's node, so a change of the facts runs its query again", async () => {
    for (const body of [
      "Free plans allow <Fact path='plans.free.httpPerMinute' /> calls a minute.",
      "```bash\ncurl -H 'X-Limit: {{ facts.plans.free.httpPerMinute }}'\n```",
      '<LimitsTable api="http" />',
    ]) {
      const { tree, reads } = await resolveGuide(body);
      expect(tree).toEqual({ children: [] });
      expect(reads).toEqual(["node mdx-1", FACTS_READ]);
    }
  });

  test("a guide that shows no fact does not depend on the facts file: a change of the facts leaves it built", async () => {
    const { tree, reads } = await resolveGuide("## Buckets\n\nA bucket holds the objects you upload, such as facts.");
    expect(tree).toEqual({ children: [] });
    expect(reads).toEqual(["node mdx-1"]);
  });
});
