/** @jest-environment node */
import { AuthorError } from "../../src/lib/author-error";
import { frontmatterBlock } from "../../src/lib/frontmatter-block";

const FILE = "content/docs/payments/free.mdx";

describe("frontmatterBlock", () => {
  test("returns the YAML between the fences and the one line in front of it", () => {
    const text = "---\ntitle: Free plan\nkeywords: [free]\n---\n\nBody with --- in it.\n";
    expect(frontmatterBlock(text, FILE)).toEqual({ yaml: "title: Free plan\nkeywords: [free]", lineOffset: 1 });
  });

  test("accepts Windows line endings, a byte-order mark and trailing spaces on fences", () => {
    expect(frontmatterBlock("\uFEFF--- \r\ntitle: X\r\n---\r\nBody", FILE)).toEqual({
      yaml: "title: X",
      lineOffset: 1,
    });
  });

  test("an empty block is empty YAML", () => {
    expect(frontmatterBlock("---\n---\nBody", FILE)).toEqual({ yaml: "", lineOffset: 1 });
  });

  test("is null for a file that does not start with a fence", () => {
    expect(frontmatterBlock("Intro\n---\ntitle: X\n---\n", FILE)).toBeNull();
    expect(frontmatterBlock("", FILE)).toBeNull();
  });

  test("an opening fence without a closing one is an author error naming the file", () => {
    let caught: unknown;
    try {
      frontmatterBlock("---\ntitle: Free plan\n\n## Limits\n", FILE);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AuthorError);
    expect((caught as AuthorError).message).toMatchInlineSnapshot(`
      "Unclosed frontmatter in content/docs/payments/free.mdx:1: the block opened by --- on line 1 has no closing --- line.
        Fix: end the frontmatter with a line containing only ---."
    `);
  });
});
