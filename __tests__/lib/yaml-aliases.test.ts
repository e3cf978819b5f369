/** @jest-environment node */
import fs from "fs";
import { FACTS_FILE, parseFacts, resolveFacts } from "../../src/lib/facts/load";
import { frontmatterBlock } from "../../src/lib/frontmatter-block";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { loadSymbolCatalogue } from "../../src/lib/symbols/lists";
import { parseYamlSource } from "../../src/lib/yaml-source";

/** Billion laughs: nine levels, each a list of nine aliases of the level before (9^9 values). */
function aliasBomb(key = "lol"): string[] {
  const lines = [`${key}0: &${key}0 [x, x, x, x, x, x, x, x, x]`];
  for (let level = 1; level < 9; level += 1) {
    lines.push(
      `${key}${level}: &${key}${level} [${Array(9)
        .fill(`*${key}${level - 1}`)
        .join(", ")}]`,
    );
  }
  return lines;
}

/** The error thrown by `run`, checked to be an author error and returned. */
function authorError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect((error as Error).name).toBe("AuthorError");
    return error as Error;
  }
  throw new Error("expected an AuthorError");
}

const WHY = /aliases expand this file to more than 10,000 values .*looks like an alias bomb\. Fix: /;

test("an alias bomb in frontmatter names the MDX file and the line in it, quickly", () => {
  const file = "content/docs/payments/free.mdx";
  const mdx = ["---", "title: Free plan", ...aliasBomb(), "---", "", "# Free"].join("\n");
  const block = frontmatterBlock(mdx, file);
  const started = Date.now();
  const error = authorError(() => parseYamlSource(block?.yaml ?? "", file, block?.lineOffset));
  // Refused in milliseconds; expanding the 9^9 values would take minutes and the memory with them.
  // The bound leaves room for a shared host's slow spells, which can make a step ten times longer.
  expect(Date.now() - started).toBeLessThan(10_000);
  // The first alias past the limit is on level 4, line 7 of the file (after the fence and the title).
  expect(error.message).toMatch(new RegExp(`^Invalid YAML in ${file}:7:\\d+: `));
  expect(error.message).toMatch(WHY);
});

test("an alias bomb in a symbol list names the list file and line", () => {
  const real = (file: string) => fs.readFileSync(file, "utf8");
  const error = authorError(() =>
    loadSymbolCatalogue((file) =>
      file.endsWith("crypto.yaml") ? `${real(file)}\n${aliasBomb("bomb").join("\n")}\n` : real(file),
    ),
  );
  const line = real("content/symbols/crypto.yaml").split("\n").length + 1 + 4;
  expect(error.message).toMatch(new RegExp(`^Invalid YAML in content/symbols/crypto\\.yaml:${line}:\\d+: `));
  expect(error.message).toMatch(WHY);
});

test("an alias bomb in the OpenAPI spec names the spec and line", () => {
  const file = "specs/http-api.openapi.yaml";
  const spec = resolveFacts(fs.readFileSync(file, "utf8"), parseFacts(fs.readFileSync(FACTS_FILE, "utf8")), file);
  const text = `${spec}\nx-bomb:\n${aliasBomb()
    .map((line) => `  ${line}`)
    .join("\n")}\n`;
  const line = text.split("\n").findIndex((row) => row.includes("lol4: &lol4")) + 1;
  const error = authorError(() => parseSpecDocument(text, file));
  expect(error.message).toMatch(new RegExp(`^Invalid YAML in ${file}:${line}:\\d+: `));
  expect(error.message).toMatch(WHY);
});

test("an alias inside the value it names is reported, not followed", () => {
  const error = authorError(() => parseYamlSource("a: &a\n  b: *a\n", "content/sidebars/main.yaml"));
  expect(error.message).toMatch(/^Invalid YAML in content\/sidebars\/main\.yaml:2:\d+: /);
});

test("a few ordinary aliases are fine", () => {
  const source = parseYamlSource("base: &base { type: string }\na: *base\nb: *base\n", "specs/x.yaml");
  expect(source.data).toEqual({ base: { type: "string" }, a: { type: "string" }, b: { type: "string" } });
});
