/** @jest-environment node */
import { grammarName, highlightToHast, languageLabel, parseLineRanges } from "../../src/lib/highlight";
import { printCodeLines as printLines } from "../fixtures/print-code-lines";

describe("grammarName", () => {
  test.each([
    ["sh", "bash"],
    ["shell", "bash"],
    ["curl", "bash"],
    ["console", "bash"],
    ["node", "javascript"],
    ["nodejs", "javascript"],
    ["cs", "csharp"],
    ["ps", "powershell"],
    ["ps1", "powershell"],
    ["golang", "go"],
    ["python", "python"],
    ["json", "json"],
    ["http", "http"],
    ["ruby", "ruby"],
    ["php", "php"],
    ["java", "java"],
    ["ini", "ini"],
    ["yaml", "yaml"],
  ])("%s → %s", (language, grammar) => {
    expect(grammarName(language)).toBe(grammar);
  });

  test.each(["brainfuck", "cobol", "", "JSON"])("%j has no grammar", (language) => {
    expect(grammarName(language)).toBeNull();
  });
});

describe("languageLabel", () => {
  test.each([
    ["sh", "Shell"],
    ["curl", "Shell"],
    ["bash", "Shell"],
    ["node", "JavaScript"],
    ["javascript", "JavaScript"],
    ["cs", "C#"],
    ["ps1", "PowerShell"],
    ["json", "JSON"],
    ["text", "Text"],
    ["xml", "XML"],
    ["brainfuck", "BRAINFUCK"],
  ])("%s → %s", (language, label) => {
    expect(languageLabel(language)).toBe(label);
  });
});

describe("parseLineRanges", () => {
  test.each([
    ["1", [1]],
    ["1,3-5", [1, 3, 4, 5]],
    [" 2 , 7-8 ", [2, 7, 8]],
    ["4-4", [4]],
    ["3,1-2,3", [1, 2, 3]],
    ["5-3", []],
    ["x,2", [2]],
  ])("%j → %j", (spec, lines) => {
    expect([...parseLineRanges(spec)].sort((a, b) => a - b)).toEqual(lines);
  });
});

describe("highlightToHast", () => {
  test("wraps each line in span.code-line and coloured tokens in a span of their colour class", () => {
    const lines = highlightToHast(
      'const quote = await client.get("AAPL");\nconsole.log(quote.price);\n',
      "javascript",
      new Set(),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ type: "element", tagName: "span", properties: { className: ["code-line"] } });
    expect(lines[0].children[0]).toEqual({
      type: "element",
      tagName: "span",
      properties: { className: ["tk"] },
      children: [{ type: "text", value: "const" }],
    });
    expect(lines[0].children[lines[0].children.length - 1]).toEqual({ type: "text", value: "\n" });
    expect(printLines(lines)).toMatchInlineSnapshot(`
"  [tk|const] quote = [tk|await] client.[tf|get]([ts|"AAPL"]);
  [tf|console].[tf|log](quote.price);"
`);
  });

  test("marks highlighted lines, ignoring numbers past the end", () => {
    const lines = highlightToHast("a = 1\nb = 2\nc = 3", "python", new Set([2, 3, 9]));
    expect(lines.map((line) => line.properties.className)).toEqual([
      ["code-line"],
      ["code-line", "code-line--highlighted"],
      ["code-line", "code-line--highlighted"],
    ]);
  });

  test("a token spanning lines is split, with its classes on every line", () => {
    const lines = highlightToHast("/* first\n   second */\nlet x;", "js", new Set([2]));
    expect(printLines(lines)).toMatchInlineSnapshot(`
"  [tc|/* first]
> [tc|   second */]
  [tk|let] x;"
`);
  });

  test("nested tokens keep their nesting; a token takes its alias's colour when its type has none", () => {
    const lines = highlightToHast("const s = `${symbol}`;", "javascript", new Set());
    expect(printLines(lines)).toMatchInlineSnapshot(`"  [tk|const] s = [ts|[ts|\`]\${symbol}[ts|\`]];"`);
  });

  test("fence aliases use their grammar", () => {
    const lines = highlightToHast(
      'curl -H "Authorization: Bearer $KEY" https://api.tickwire.io/v1/quotes',
      "curl",
      new Set(),
    );
    expect(printLines(lines)).toMatchInlineSnapshot(
      `"  [tf|curl] [tp|-H] [ts|"Authorization: Bearer [tp|$KEY]"] https://api.tickwire.io/v1/quotes"`,
    );
  });

  test("blank lines are kept as empty code lines and one trailing newline is dropped", () => {
    const lines = highlightToHast("{\n\n}\n", "json", new Set([2]));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual({
      type: "element",
      tagName: "span",
      properties: { className: ["code-line", "code-line--highlighted"] },
      children: [{ type: "text", value: "\n" }],
    });
  });

  test("an unknown language is plain text, one text node per line", () => {
    const lines = highlightToHast("const x = 1;\n<b>", "brainfuck", new Set([1]));
    expect(lines).toEqual([
      {
        type: "element",
        tagName: "span",
        properties: { className: ["code-line", "code-line--highlighted"] },
        children: [
          { type: "text", value: "const x = 1;" },
          { type: "text", value: "\n" },
        ],
      },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["code-line"] },
        children: [
          { type: "text", value: "<b>" },
          { type: "text", value: "\n" },
        ],
      },
    ]);
  });

  test("empty code is one empty line", () => {
    expect(highlightToHast("", "text", new Set())).toEqual([
      {
        type: "element",
        tagName: "span",
        properties: { className: ["code-line"] },
        children: [{ type: "text", value: "\n" }],
      },
    ]);
  });
});
