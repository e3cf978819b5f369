/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { SYMBOL_LISTS } from "../../../src/lib/symbols/lists";
import { checkSymbolFiles } from "../../../src/lib/symbols/unknown-files";

const KNOWN = [...new Set(SYMBOL_LISTS.map((list) => list.file))];

function messageOf(files: string[]): string {
  try {
    checkSymbolFiles(files);
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorError);
    return (error as Error).message;
  }
  throw new Error("expected an AuthorError");
}

test("the site's list files, and files that are not YAML, pass", () => {
  expect(() => checkSymbolFiles([...KNOWN, "content/symbols/README.md"])).not.toThrow();
});

test("a list file for an unknown asset class names the file and the nearest list", () => {
  expect(messageOf([...KNOWN, "content/symbols/bonds.yaml"])).toMatch(
    /content\/symbols\/bonds\.yaml:1: no symbol list is read from this file; did you mean content\/symbols\/[a-z]+\.yaml\?\n {4}Fix: rename it, or add the list to SYMBOL_LISTS/,
  );
  expect(messageOf(["content/symbols/crypto.yml"])).toContain(
    "content/symbols/crypto.yml:1: no symbol list is read from this file; did you mean content/symbols/crypto.yaml?",
  );
});

test("a stock list for an unknown country lists the countries", () => {
  expect(messageOf([...KNOWN, "content/symbols/stocks/zz.yaml"])).toContain(
    'content/symbols/stocks/zz.yaml:1: "zz" is not a stock country of the site (be, ch, cn, de, es, fr, it, nl, nz, uk, us).',
  );
});
