/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { bodyLineOffset, mdxSyntaxError } from "../../../src/lib/mdx/syntax-error";

const FILE = "content/docs/payments/free.mdx";

describe("bodyLineOffset", () => {
  test("counts the frontmatter lines in front of the body", () => {
    const body = "Intro line.\n\n## Limits\n";
    expect(bodyLineOffset(`---\ntitle: Free plan\ndescription: 600 calls a day\n---\n${body}`, body)).toBe(4);
  });

  test("is zero for a file without frontmatter", () => {
    expect(bodyLineOffset("Just text.\n", "Just text.\n")).toBe(0);
  });

  test("finds a body that is not at the very end of the file text", () => {
    expect(bodyLineOffset("---\ntitle: X\n---\nBody\n\n", "Body\n")).toBe(3);
  });

  test("is zero when the body is not in the file text", () => {
    expect(bodyLineOffset("---\ntitle: X\n---\nOther", "Body")).toBe(0);
  });
});

describe("mdxSyntaxError", () => {
  test("names the file, the line in the file, the column and the parser's reason, with a fix", () => {
    const error = mdxSyntaxError(
      {
        reason: "Unexpected end of file in expression, expected a corresponding closing brace for `{`",
        line: 12,
        column: 5,
      },
      FILE,
      4,
    );
    expect(error).toBeInstanceOf(AuthorError);
    expect(error.file).toBe(FILE);
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid MDX in content/docs/payments/free.mdx:16:5: Unexpected end of file in expression, expected a corresponding closing brace for \`{\`
        Fix: Braces start a JavaScript expression in MDX; write \\{ and \\} for literal braces, or put the text in \`code\`."
    `);
  });

  test("hints at closing an unclosed JSX tag", () => {
    const error = mdxSyntaxError(
      { reason: "Expected a closing tag for `<Tabs>` (3:1-3:7) before the end of `paragraph`", line: 3, column: 1 },
      FILE,
      0,
    );
    expect(error.message).toBe(
      "Invalid MDX in content/docs/payments/free.mdx:3:1: Expected a closing tag for `<Tabs>` (3:1-3:7) before the end of `paragraph`\n" +
        "  Fix: Close every JSX tag (<Tabs>…</Tabs>) or make it self-closing (<Admonition />).",
    );
  });

  test("hints at escaping a less-than sign that starts a tag", () => {
    const error = mdxSyntaxError(
      {
        reason: "Unexpected character `5` (U+0035) before name, expected a character that can start a name",
        line: 7,
        column: 14,
      },
      FILE,
      2,
    );
    expect(error.message).toMatch(/^Invalid MDX in content\/docs\/payments\/free\.mdx:9:14: Unexpected character `5`/);
    expect(error.message).toMatch(/Fix: In MDX a < in text starts a JSX tag; write &lt;/);
  });

  test("falls back to the message, leaves out a missing position and collapses whitespace", () => {
    const error = mdxSyntaxError({ message: "Something\n   odd" }, FILE, 3);
    expect(error.message).toBe("Invalid MDX in content/docs/payments/free.mdx: Something odd");
  });

  test("gives the line without a column when only the line is known", () => {
    expect(mdxSyntaxError({ reason: "Odd", line: 2, column: null }, FILE, 1).message).toBe(
      "Invalid MDX in content/docs/payments/free.mdx:3: Odd",
    );
  });
});
