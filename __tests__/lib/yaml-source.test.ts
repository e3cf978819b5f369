/** @jest-environment node */
import { AuthorError } from "../../src/lib/author-error";
import { parseYamlSource } from "../../src/lib/yaml-source";

const FILE = "content/sidebars/main.yaml";

/** The AuthorError thrown by `run`, so tests can check its fields as well as its message. */
function authorErrorOf(run: () => unknown): AuthorError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthorError) return error;
    throw error;
  }
  throw new Error("expected an AuthorError");
}

describe("parseYamlSource data", () => {
  test("parses the document into plain values", () => {
    const source = parseYamlSource(
      "label: Docs\nitems:\n  - { type: doc, id: index }\n  - type: link\n    href: /x\n",
      FILE,
    );
    expect(source.data).toEqual({
      label: "Docs",
      items: [
        { type: "doc", id: "index" },
        { type: "link", href: "/x" },
      ],
    });
  });

  test("an empty file parses to null", () => {
    expect(parseYamlSource("", FILE).data).toBeNull();
  });
});

describe("parseYamlSource syntax errors", () => {
  test("names file:line:col and the first reason", () => {
    const error = authorErrorOf(() => parseYamlSource("label: Docs\nitems:\n  - type: doc\n    id: @intro\n", FILE));
    expect(error.message).toMatchInlineSnapshot(
      `"Invalid YAML in content/sidebars/main.yaml:4:9: Plain value cannot start with reserved character @"`,
    );
    expect(error.name).toBe("AuthorError");
    expect(error.file).toBe(FILE);
  });

  test("duplicate keys point at the second key", () => {
    expect(() => parseYamlSource("label: Docs\nitems: []\nlabel: Again\n", FILE)).toThrowErrorMatchingInlineSnapshot(
      `"Invalid YAML in content/sidebars/main.yaml:3:1: Map keys must be unique"`,
    );
  });

  test("tab indentation", () => {
    expect(() => parseYamlSource("items:\n\t- type: doc\n", FILE)).toThrowErrorMatchingInlineSnapshot(
      `"Invalid YAML in content/sidebars/main.yaml:2:1: Tabs are not allowed as indentation"`,
    );
  });

  test("a line offset moves error lines and located lines, e.g. for frontmatter after its fence", () => {
    expect(() => parseYamlSource("title: Free plan\ntitle: Again\n", "content/docs/payments/free.mdx", 1)).toThrow(
      "Invalid YAML in content/docs/payments/free.mdx:3:1: Map keys must be unique",
    );
    expect(
      parseYamlSource("title: Free plan\nkeywords: [free]\n", "content/docs/payments/free.mdx", 1).locate(["keywords"]),
    ).toBe("content/docs/payments/free.mdx:3");
  });

  test("a compact mapping in a value, mid-line", () => {
    expect(() => parseYamlSource("label: Docs: Main\n", FILE)).toThrowErrorMatchingInlineSnapshot(
      `"Invalid YAML in content/sidebars/main.yaml:1:8: Nested mappings are not allowed in compact mappings"`,
    );
  });
});

describe("locate", () => {
  const text = [
    "# The main sidebar.", // 1
    "label: Documentation", // 2
    "items:", // 3
    "  - type: doc", // 4
    "    id: index", // 5
    "  - type: category", // 6
    "    label: Platform", // 7
    "    link:", // 8
    "      type: generated-index", // 9
    "      slug: platform", // 10
    "    items:", // 11
    "      - { type: doc, id: platform/overview }", // 12
    "      - type: doc", // 13
    "        id: platform/status", // 14
    "", // 15
  ].join("\n");
  const source = parseYamlSource(text, FILE);

  test.each([
    [["label"], 2],
    [["items", 0], 4],
    [["items", 0, "id"], 5],
    [["items", 1, "label"], 7],
    [["items", 1, "link", "slug"], 10],
    [["items", 1, "items", 0], 12],
    [["items", 1, "items", 0, "id"], 12],
    [["items", 1, "items", 1, "id"], 14],
  ])("%j is on line %d", (path, line) => {
    expect(source.locate(path)).toBe(`${FILE}:${line}`);
  });

  test.each([
    // A missing field falls back to its item.
    [["items", 1, "collapsed"], 6],
    [["items", 1, "items", 1, "label"], 13],
    // A missing item falls back to the sequence, which starts at its first "-".
    [["items", 7, "id"], 4],
    // A path below a scalar falls back to the scalar.
    [["label", "nested"], 2],
    // The root is the first line with content, after comments.
    [[], 2],
  ])("missing %j falls back to line %d", (path, line) => {
    expect(source.locate(path)).toBe(`${FILE}:${line}`);
  });

  test("an empty key's null value is located on the key's line", () => {
    expect(parseYamlSource("label: Docs\nitems:\n", FILE).locate(["items"])).toBe(`${FILE}:2`);
  });

  test("an empty document has no line, only the file", () => {
    expect(parseYamlSource("", FILE).locate(["items", 0])).toBe(FILE);
  });
});
