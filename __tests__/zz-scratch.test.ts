/** @jest-environment node */
import { Prism } from "prism-react-renderer";
import { grammarName, languageLabel, highlightToHast } from "../src/lib/highlight";
import { parseYamlSource } from "../src/lib/yaml-source";
import { validateFrontmatter } from "../src/lib/frontmatter";
test("x", () => {
  console.log(Object.keys(Prism.languages).join(" "));
  console.log(["js","javascript","ts","typescript","json","python","http","text","brainfuck","sh","xml","go","yaml"].map(l => `${l}:${grammarName(l)}:${languageLabel(l)}`).join("\n"));
  console.log(JSON.stringify(highlightToHast("const a = 1; /* x\ny */\n", "js", new Set([2])), null, 1));
  for (const t of ["a: 1\na: 2\n", "label: x\nitems:\n  - type: doc\n   id: x\n", "label: [unclosed\n", "a:\n\tb: 1\n", "key: \"unterminated\n"]) {
    try { parseYamlSource(t, "f.yaml"); console.log("ok", t); } catch (e) { console.log((e as Error).message); }
  }
  const s = parseYamlSource("label: x\nitems:\n", "f.yaml");
  console.log(s.data, s.locate(["items"]), s.locate(["items", 0, "id"]), parseYamlSource("", "e.yaml").locate(["x"]), parseYamlSource("# c\n\nlabel: x\n", "c.yaml").locate([]));
  for (const fm of [{}, null, {title: "   "}, {title: 2024, sidebar_position: "3", draft: "yes", keywords: "a, b"}, {title: "x", tags: ["a"], slug: "b"}, {title: "x", keywords: ["ok", 1], sidebar_position: 1.5, description: "d".repeat(301)}]) {
    try { console.log(validateFrontmatter(fm, "content/docs/x.mdx")); } catch (e) { console.log((e as Error).message); }
  }
});
