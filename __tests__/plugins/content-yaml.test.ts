/** @jest-environment node */
/**
 * Content YAML reaches GraphQL through gatsby-transformer-yaml, after the syntax check; schema
 * errors are located in the source. Gatsby's node API is mocked: nodes land in a Map.
 */
import type { CreateNodeArgs, Node } from "gatsby";
import path from "path";
import {
  onCreateNode as checkAndTransform,
  shouldOnCreateNode,
} from "../../plugins/gatsby-transformer-content-yaml/on-create-node";
import { createSidebarNode } from "../../src/node/sidebar-nodes";

const OPTIONS = { types: { sidebars: "SidebarYaml", symbols: "SymbolListYaml" }, plugins: [] };

function gatsbyApi() {
  const nodes = new Map<string, Node>();
  const errors: string[] = [];
  const args = {
    actions: {
      createNode: (node: Node) => void nodes.set(node.id, node),
      createParentChildLink: () => undefined,
    },
    createNodeId: (key: string) => `id(${key})`,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    getNode: (id: string) => nodes.get(id),
    reporter: { panicOnBuild: (message: string) => void errors.push(message), info: () => undefined },
  };
  return { nodes, errors, args };
}

function fileNode(relativePath: string, text: string, sourceInstanceName = "sidebars"): Node {
  const parsed = path.parse(relativePath);
  return {
    id: `file:${relativePath}`,
    parent: null,
    children: [],
    sourceInstanceName,
    relativePath,
    absolutePath: path.join(process.cwd(), "content", sourceInstanceName, relativePath),
    name: parsed.name,
    extension: parsed.ext.slice(1),
    internal: {
      type: "File",
      mediaType: "text/yaml",
      contentDigest: `digest:${text}`,
      owner: "gatsby-source-filesystem",
      content: text,
    },
  } as unknown as Node;
}

async function transform(relativePath: string, text: string) {
  const api = gatsbyApi();
  const node = fileNode(relativePath, text);
  api.nodes.set(node.id, node);
  await checkAndTransform?.(
    { ...api.args, node, loadNodeContent: async () => text } as unknown as CreateNodeArgs,
    OPTIONS as never,
    () => undefined,
  );
  return api;
}

describe("gatsby-transformer-content-yaml", () => {
  test("takes the YAML files of the configured sources only", () => {
    expect(shouldOnCreateNode({ node: fileNode("main.yaml", "") }, OPTIONS)).toBe(true);
    expect(shouldOnCreateNode({ node: fileNode("crypto.yaml", "", "symbols") }, OPTIONS)).toBe(true);
    expect(shouldOnCreateNode({ node: fileNode("http-api.openapi.yaml", "", "specs") }, OPTIONS)).toBe(false);
    expect(shouldOnCreateNode({ node: fileNode("main.md", "") }, OPTIONS)).toBe(false);
  });

  test("a valid file becomes a node of the configured type through gatsby-transformer-yaml", async () => {
    const { nodes, errors } = await transform(
      "main.yaml",
      "label: Documentation\nitems:\n  - { type: doc, id: index }\n",
    );
    expect(errors).toEqual([]);
    const [yamlNode] = [...nodes.values()].filter((node) => node.internal.type === "SidebarYaml");
    expect(yamlNode).toMatchObject({
      label: "Documentation",
      items: [{ type: "doc", id: "index" }],
      parent: "file:main.yaml",
    });
  });

  test("broken syntax is reported with file, line and column and never reaches the transformer", async () => {
    const { nodes, errors } = await transform("broken.yaml", "label: [Documentation\nitems: []\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Invalid YAML in content\/sidebars\/broken\.yaml:\d+:\d+: /);
    expect([...nodes.values()].filter((node) => node.internal.type === "SidebarYaml")).toEqual([]);
  });

  test("an alias bomb is refused before any value is built", async () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let level = 1; level < 8; level += 1)
      levels.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(", ")}]`,
      );
    const { nodes, errors } = await transform("bomb.yaml", `${levels.join("\n")}\n`);
    expect(errors[0]).toMatch(/^Invalid YAML in content\/sidebars\/bomb\.yaml:\d+:\d+: aliases expand this file/);
    expect([...nodes.values()].filter((node) => node.internal.type === "SidebarYaml")).toEqual([]);
  });

  test("a schema error is located in the source: file, line and field", async () => {
    const text = "label: Documentation\nitems:\n  - type: doc\n    id: index\n  - type: docc\n    id: intro\n";
    const api = await transform("schema.yaml", text);
    const [yamlNode] = [...api.nodes.values()].filter((node) => node.internal.type === "SidebarYaml");
    await createSidebarNode({ ...api.args, node: yamlNode } as unknown as CreateNodeArgs);
    expect(api.errors).toHaveLength(1);
    expect(api.errors[0]).toContain(
      'Invalid sidebar content/sidebars/schema.yaml:\n  - content/sidebars/schema.yaml:5: "type" must be one of',
    );
    expect([...api.nodes.values()].filter((node) => node.internal.type === "Sidebar")).toEqual([]);
  });

  test("a valid sidebar keeps the line of every value from the check, without reading the file", async () => {
    const api = await transform("main.yaml", "label: Documentation\nitems:\n  - type: doc\n    id: index\n");
    const [yamlNode] = [...api.nodes.values()].filter((node) => node.internal.type === "SidebarYaml");
    await createSidebarNode({ ...api.args, node: yamlNode } as unknown as CreateNodeArgs);
    const sidebar = [...api.nodes.values()].find((node) => node.internal.type === "Sidebar") as Node & {
      locations: Record<string, string>;
    };
    expect(sidebar.locations["items/0/id"]).toBe("content/sidebars/main.yaml:4");
  });

  describe("in gatsby develop, a broken save after a good one", () => {
    const GOOD = "label: Guides\nitems:\n  - type: doc\n    id: index\n";
    /** Transforms a save of `file` and builds its Sidebar node, as develop does on each save. */
    async function save(file: string, text: string) {
      const api = await transform(file, text);
      const [yamlNode] = [...api.nodes.values()].filter((node) => node.internal.type === "SidebarYaml");
      if (yamlNode) await createSidebarNode({ ...api.args, node: yamlNode } as unknown as CreateNodeArgs);
      const sidebar = [...api.nodes.values()].find((node) => node.internal.type === "Sidebar") as
        (Node & { label: string; locations: Record<string, string> }) | undefined;
      return { errors: api.errors, yamlNode, sidebar };
    }

    test("a syntax error is reported and the node is built from the last good save, never from the broken text", async () => {
      await save("guides.yaml", GOOD);
      const broken = await save("guides.yaml", "label: [Guides\nitems: []\n");
      expect(broken.errors[0]).toMatch(/^Invalid YAML in content\/sidebars\/guides\.yaml:2:1: /);
      expect(broken.yamlNode).toMatchObject({ label: "Guides", items: [{ type: "doc", id: "index" }] });
      expect(broken.sidebar).toMatchObject({ label: "Guides" });
      expect(broken.sidebar?.locations["items/0/id"]).toBe("content/sidebars/guides.yaml:4");
    });

    test("a schema error is reported and the Sidebar node keeps the last valid values", async () => {
      await save("reference.yaml", GOOD.replace("Guides", "Reference"));
      const broken = await save("reference.yaml", "label: Reference v2\nitems:\n  - type: docc\n    id: index\n");
      expect(broken.errors[0]).toContain('content/sidebars/reference.yaml:3: "type" must be one of');
      expect(broken.sidebar).toMatchObject({ label: "Reference", items: [{ type: "doc", id: "index" }] });
    });

    test("the next good save replaces the last good values", async () => {
      await save("next.yaml", GOOD);
      await save("next.yaml", "label: [Next\n");
      const fixed = await save("next.yaml", GOOD.replace("Guides", "Next"));
      expect(fixed.errors).toEqual([]);
      expect(fixed.sidebar).toMatchObject({ label: "Next" });
    });
  });
});
