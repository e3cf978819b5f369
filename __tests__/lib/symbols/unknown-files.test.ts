/** @jest-environment node */
import { AuthorError } from "../../../src/lib/author-error";
import { SYMBOL_LISTS } from "../../../src/lib/symbols/lists";
import { isBlankYaml } from "../../../src/lib/symbols/empty-list";
import { checkSymbolFiles, checkSymbolListFiles } from "../../../src/lib/symbols/unknown-files";

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

/** The message checkSymbolListFiles throws for `files` whose texts are `texts` (the others hold a list). */
function listFilesMessage(files: string[], texts: Record<string, string> = {}): string {
  try {
    checkSymbolListFiles(files, (file) => texts[file] ?? "coins:\n  - symbol: BTC\n");
  } catch (error) {
    expect(error).toBeInstanceOf(AuthorError);
    return (error as Error).message;
  }
  throw new Error("expected an AuthorError");
}

test("every list file there and holding a value passes", () => {
  expect(() => checkSymbolListFiles(KNOWN, () => "coins: []\n")).not.toThrow();
});

test("an empty list file (0 bytes, or only comments) stops the build naming the file and the fix", () => {
  for (const text of ["", "\n\n", "# Coins of the crypto symbol list\n---\n"]) {
    const message = listFilesMessage(KNOWN, { "content/symbols/crypto.yaml": text });
    expect(message).toMatch(/^Empty or missing symbol list content\/symbols\/crypto\.yaml:\n/);
    expect(message).toContain("  - content/symbols/crypto.yaml:1: the file is empty: it holds no entries");
    expect(message).toContain("git checkout HEAD -- content/symbols/crypto.yaml");
  }
});

test("a missing list file, and several at once, are named", () => {
  const files = KNOWN.filter(
    (file) => file !== "content/symbols/crypto.yaml" && file !== "content/symbols/indices.yaml",
  );
  const message = listFilesMessage(files, { "content/symbols/currencies.yaml": "" });
  expect(message).toMatch(/^Empty or missing symbol lists content\/symbols\/crypto\.yaml, /);
  expect(message).toContain("  - content/symbols/crypto.yaml: the file is missing");
  expect(message).toContain("  - content/symbols/indices.yaml: the file is missing");
  expect(message).toContain("  - content/symbols/currencies.yaml:1: the file is empty");
});

test("an unknown file is still reported, before the lists", () => {
  expect(listFilesMessage([...KNOWN, "content/symbols/bonds.yaml"])).toContain("no symbol list is read from this file");
});

test("isBlankYaml: only blank lines, comments and document markers", () => {
  expect(isBlankYaml("")).toBe(true);
  expect(isBlankYaml("  # comment\r\n---\n...\n")).toBe(true);
  expect(isBlankYaml("coins: []")).toBe(false);
  expect(isBlankYaml("~")).toBe(false);
});
