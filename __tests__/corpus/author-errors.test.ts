/** @jest-environment node */
/**
 * The corpus of malformed inputs: every kind of content (MDX, frontmatter, sidebars, symbol lists,
 * OpenAPI, AsyncAPI, site.config.ts) with each mistake the build must stop on, or warn about,
 * naming the file and the line or JSON pointer with a fix, and never with a bare stack trace.
 * The build's own checks run directly, without Gatsby; e2e/build-errors.test.ts builds the few
 * cases that need the whole pipeline.
 */
import fs from "fs";
import path from "path";
import { AuthorError } from "../../src/lib/author-error";
import { checkSiteConfig, type CheckedSiteConfig } from "../../src/lib/chrome/site-config-check";
import { checkDocFileNames } from "../../src/lib/doc-files";
import { checkWsLimits } from "../../src/lib/asyncapi/limits";
import { parseFacts, resolveFacts } from "../../src/lib/facts/load";
import { checkLinks } from "../../src/lib/links";
import { extractLinks } from "../../src/lib/links";
import { bodyLineOffset } from "../../src/lib/mdx/syntax-error";
import { parseSpecDocument } from "../../src/lib/openapi/document";
import { buildApiReference } from "../../src/lib/openapi/reference-model";
import { checkSpecLinks } from "../../src/lib/openapi/spec-links";
import { checkSidebarMembership } from "../../src/lib/sidebars/membership";
import { readSidebarSource } from "../../src/lib/sidebars/source";
import { SYMBOL_LISTS } from "../../src/lib/symbols/lists";
import type { StockCountry } from "../../src/lib/symbols/reference";
import { checkSymbolListFiles } from "../../src/lib/symbols/unknown-files";
import { validateCommodityList, validateCryptoList, validateStockList } from "../../src/lib/symbols/validate";
import { parseYamlSource } from "../../src/lib/yaml-source";
import { mdxFileChecks } from "../fixtures/check-content-file";
import { plainHighlight } from "../fixtures/openapi-specs";

const ROOT = path.join(__dirname, "../..");
const CORPUS = "__tests__/fixtures/author-errors";
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** Every file of a folder of the corpus, project-relative. */
function filesIn(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesIn(file) : [file];
  });
}

const mdxFiles = [...filesIn(`${CORPUS}/mdx`), ...filesIn(`${CORPUS}/frontmatter`), ...filesIn(`${CORPUS}/valid`)];
const mdxChecks = new Map(
  mdxFileChecks(mdxFiles.map((file) => ({ file, text: read(file) }))).map((check, index) => [mdxFiles[index], check]),
);

/** Runs the build's checks for one corpus entry (a file, or a folder of sidebars), by its kind. */
function runChecks(entry: string): void {
  const [kind] = entry.slice(CORPUS.length + 1).split("/");
  const mdx = mdxChecks.get(entry);
  if (mdx) return mdx();
  switch (kind) {
    case "sidebars": {
      const files = fs.statSync(path.join(ROOT, entry)).isDirectory() ? filesIn(entry) : [entry];
      const sources = files.map((file) => readSidebarSource(path.basename(file, ".yaml"), read(file), file));
      return checkSidebarMembership(sources);
    }
    case "symbols": {
      const listPath = /content\/symbols\/.*$/.exec(entry)?.[0];
      // A file at a list's path stands for the site's own; the other lists' files are the site's.
      if (listPath)
        return checkSymbolListFiles([...new Set(SYMBOL_LISTS.map((list) => list.file)), listPath], (file) =>
          read(file === listPath ? entry : file),
        );
      const source = parseYamlSource(read(entry), entry);
      const name = path.basename(entry);
      if (name.startsWith("crypto-")) return void validateCryptoList(source, entry);
      if (name.startsWith("commodities-")) return void validateCommodityList(source, entry);
      const stocks = /^stocks-([a-z]{2})-/.exec(name);
      if (stocks) return void validateStockList(source, entry, stocks[1] as StockCountry);
      throw new Error(`no checker for ${entry}`);
    }
    case "docs-files":
      return checkDocFileNames([/content\/docs\/.*$/.exec(entry)![0]]);
    case "openapi": {
      const document = parseSpecDocument(read(entry), entry);
      checkSpecLinks(document);
      return void buildApiReference(document, { highlight: plainHighlight });
    }
    case "asyncapi": {
      const document = parseSpecDocument(read(entry), entry);
      checkSpecLinks(document);
      return checkWsLimits(document);
    }
    case "site-config": {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { siteConfig } = require(path.join(ROOT, entry)) as { siteConfig: CheckedSiteConfig };
      return checkSiteConfig(siteConfig, read(entry), entry);
    }
    default:
      throw new Error(`no checker for ${entry}`);
  }
}

/** The AuthorError the checks throw for an entry; fails the test when they pass or throw anything else. */
function authorErrorOf(entry: string): AuthorError {
  try {
    runChecks(entry);
  } catch (error) {
    if (error instanceof AuthorError) return error;
    throw new Error(`${entry}: expected an AuthorError, got ${error instanceof Error ? error.stack : String(error)}`);
  }
  throw new Error(`${entry}: the checks passed; the build would not stop`);
}

const f = (name: string) => `${CORPUS}/${name}`;

/** Each malformed input, the place the message must name (file:line or file:line (#/pointer)) and the words of its fix. */
const CASES: Array<[entry: string, where: string, fix: RegExp]> = [
  // MDX syntax and components
  [f("mdx/unclosed-brace.mdx"), `${f("mdx/unclosed-brace.mdx")}:8:`, /Fix: Braces start a JavaScript expression/],
  [f("mdx/unclosed-tag.mdx"), `${f("mdx/unclosed-tag.mdx")}:`, /Fix: Close every JSX tag/],
  [f("mdx/bare-less-than.mdx"), `${f("mdx/bare-less-than.mdx")}:6:`, /Fix: In MDX a < in text starts a JSX tag/],
  [f("mdx/unknown-component.mdx"), `${f("mdx/unknown-component.mdx")}:8:1`, /Fix: did you mean <Admonition>\?/],
  // MDX mistakes that built silently or failed only in webpack or at render (items 5 and 6)
  [
    f("mdx/admonition-type.mdx"),
    `${f("mdx/admonition-type.mdx")}:8:1: <Admonition> has an unknown type "caution"`,
    /Fix: use one of "note", "tip"/,
  ],
  [
    f("mdx/tabitem-outside-tabs.mdx"),
    `${f("mdx/tabitem-outside-tabs.mdx")}:8:1: <TabItem> is outside <Tabs>`,
    /Fix: put every <TabItem> directly inside a <Tabs>/,
  ],
  [
    f("mdx/languagetabs-without-code.mdx"),
    `${f("mdx/languagetabs-without-code.mdx")}:8:1: <LanguageTabs> holds no code blocks`,
    /Fix: put one fenced code block per language/,
  ],
  [
    f("mdx/languagetabs-unknown-language.mdx"),
    `${f("mdx/languagetabs-unknown-language.mdx")}:12:1: a code block in <LanguageTabs> is in "cobol", not a site language`,
    /Fix: write the fence's language as one of curl, python/,
  ],
  [
    f("mdx/highlight-past-end.mdx"),
    `${f("mdx/highlight-past-end.mdx")}:8:1: the code block highlights lines 3, 4, but it has 2 lines`,
    /Fix: fix the \{2-4\}/,
  ],
  [
    f("mdx/export-default.mdx"),
    `${f("mdx/export-default.mdx")}:6:1: \`export default\` replaces the page layout`,
    /Fix: remove the default export/,
  ],
  [
    f("mdx/undefined-name.mdx"),
    `${f("mdx/undefined-name.mdx")}:6:23: "limits" is not defined`,
    /Fix: write the value itself, or use a component of src\/components\/mdx/,
  ],
  [
    f("mdx/undefined-name-in-prop.mdx"),
    `${f("mdx/undefined-name-in-prop.mdx")}:6:31: "planTitle" is not defined`,
    /Fix: write the value itself/,
  ],
  // A guide is rendered from data: code in it stops the build (src/lib/mdx/tree-check.ts)
  [
    f("mdx/code-export.mdx"),
    `${f("mdx/code-export.mdx")}:6:1: an export cannot be part of a guide`,
    /Fix: write the value itself/,
  ],
  [
    f("mdx/code-expression.mdx"),
    `${f("mdx/code-expression.mdx")}:6:22: the expression {500 * 2} cannot be part of a guide`,
    /Fix: write the value itself/,
  ],
  [
    f("mdx/code-attribute.mdx"),
    `${f("mdx/code-attribute.mdx")}:6:`,
    /the attribute title=\{"Limits"\} of <Admonition> cannot be part of a guide[\s\S]*a literal attribute is name="value"/,
  ],
  [
    f("mdx/code-import.mdx"),
    `${f("mdx/code-import.mdx")}:6:1: an import cannot be part of a guide`,
    /the only imports are \{ SymbolListCards \}/,
  ],
  [
    f("mdx/bad-import.mdx"),
    `${f("mdx/bad-import.mdx")}:6:1 of "./price-table" resolves to nothing`,
    /Fix: check the path/,
  ],
  // Unsafe links in MDX (item 4)
  [
    f("mdx/javascript-markdown-link.mdx"),
    `${f("mdx/javascript-markdown-link.mdx")}:6:5: Markdown link "javascript:alert(document.cookie)"`,
    /Fix: Link to an http\(s\):\/\/ or mailto:/,
  ],
  [
    f("mdx/javascript-mixed-case.mdx"),
    `${f("mdx/javascript-mixed-case.mdx")}:6:5: Markdown link "JaVaScRiPt:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/javascript-entity.mdx"),
    `${f("mdx/javascript-entity.mdx")}:6:5: Markdown link "javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/javascript-percent.mdx"),
    `${f("mdx/javascript-percent.mdx")}:6:5: Markdown link "%6Aavascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/javascript-reference-definition.mdx"),
    `${f("mdx/javascript-reference-definition.mdx")}:8:1: link definition [offer] "javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/data-url-link.mdx"),
    `${f("mdx/data-url-link.mdx")}:6:5: Markdown link "data:text/html;base64,`,
    /Fix: Link to/,
  ],
  [
    f("mdx/javascript-jsx-href.mdx"),
    `${f("mdx/javascript-jsx-href.mdx")}:8:1: href of <a> " javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/javascript-jsx-component-to.mdx"),
    `${f("mdx/javascript-jsx-component-to.mdx")}:8:11: to of <Link> "java\\tscript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("mdx/vbscript-component-href.mdx"),
    `${f("mdx/vbscript-component-href.mdx")}:8:13: href of <Card> "vbscript:msgbox(1)"`,
    /Fix: Link to/,
  ],
  // Frontmatter
  [
    f("frontmatter/unclosed.mdx"),
    `Unclosed frontmatter in ${f("frontmatter/unclosed.mdx")}:1:`,
    /Fix: end the frontmatter/,
  ],
  [f("frontmatter/yaml-syntax.mdx"), `Invalid YAML in ${f("frontmatter/yaml-syntax.mdx")}:`, /Fix|quote|close/i],
  [
    f("frontmatter/missing-title.mdx"),
    `Invalid frontmatter in ${f("frontmatter/missing-title.mdx")}:\n  - ${f("frontmatter/missing-title.mdx")}: field "title": Required`,
    /Page title, rendered as the h1/,
  ],
  [
    f("frontmatter/wrong-type.mdx"),
    `${f("frontmatter/wrong-type.mdx")}:3: field "sidebar_position": Expected number, received string`,
    /Order among siblings/,
  ],
  [
    f("frontmatter/unknown-field.mdx"),
    `${f("frontmatter/unknown-field.mdx")}:3: unknown field "titel"`,
    /known fields: title/,
  ],
  [
    f("frontmatter/html-title.mdx"),
    `${f("frontmatter/html-title.mdx")}:2: field "title": must be plain text, but contains "<b>"`,
    /write the characters themselves/,
  ],
  [
    f("frontmatter/entity-sidebar-label.mdx"),
    `${f("frontmatter/entity-sidebar-label.mdx")}:3: field "sidebar_label": must be plain text, but contains "&amp;"`,
    /write the characters themselves/,
  ],
  [
    f("frontmatter/script-title.mdx"),
    `${f("frontmatter/script-title.mdx")}:2: field "title": must be plain text, but contains "</title>"`,
    /without HTML tags/,
  ],
  // Sidebars
  [f("sidebars/yaml-syntax.yaml"), `Invalid YAML in ${f("sidebars/yaml-syntax.yaml")}:2:1:`, /.+/],
  [
    f("sidebars/bad-item-type.yaml"),
    `${f("sidebars/bad-item-type.yaml")}:3: "type" must be one of "doc", "link", "category", "autogenerated"`,
    /see "Sidebars" in content\/README\.md/,
  ],
  [
    f("sidebars/javascript-link.yaml"),
    `${f("sidebars/javascript-link.yaml")}:6: "href": unsafe link "javascript:alert(1)"`,
    /Link to an http\(s\)/,
  ],
  [
    f("sidebars/obfuscated-link.yaml"),
    `${f("sidebars/obfuscated-link.yaml")}:6: "href": unsafe link "java\\tscript:alert(1)"`,
    /Link to an http\(s\)/,
  ],
  [
    f("sidebars/html-label.yaml"),
    `${f("sidebars/html-label.yaml")}:5: "label": must be plain text, but contains "<em>"`,
    /write the characters themselves/,
  ],
  [
    f("sidebars/doc-twice.yaml"),
    `doc "index" is listed at ${f("sidebars/doc-twice.yaml")}:3 and ${f("sidebars/doc-twice.yaml")}:8`,
    /Fix: list each doc once/,
  ],
  [
    f("sidebars/in-two-sidebars"),
    `doc "api/limits" is listed at ${f("sidebars/in-two-sidebars/api.yaml")}:4 and ${f("sidebars/in-two-sidebars/main.yaml")}:4`,
    /Fix: list each doc once/,
  ],
  [
    f("sidebars/unknown-field.yaml"),
    `${f("sidebars/unknown-field.yaml")}:3: unknown field "title"`,
    /see "Sidebars" in content\/README\.md/,
  ],
  // Symbol lists
  [
    f("symbols/crypto-missing-name.yaml"),
    `${f("symbols/crypto-missing-name.yaml")}:8: coin "ADA" (entry at line 8), field "name": Required`,
    /name: Name of the coin/,
  ],
  [f("symbols/crypto-yaml-syntax.yaml"), `Invalid YAML in ${f("symbols/crypto-yaml-syntax.yaml")}:`, /.+/],
  // An empty list (0 bytes): as the validator reads it, and as the build finds it on disk.
  [
    f("symbols/crypto-empty.yaml"),
    `${f("symbols/crypto-empty.yaml")}:1: the file is empty: it holds no entries`,
    /Fix: write the list's entries back .*git checkout HEAD -- /,
  ],
  [
    f("symbols/content/symbols/crypto.yaml"),
    "content/symbols/crypto.yaml:1: the file is empty: it holds no entries, so the list's page and the page of each of its symbols would be left out of the site",
    /Fix: write the list's entries back \(the fields are described in src\/lib\/symbols\/schema\.ts\)/,
  ],
  [f("symbols/commodities-wrong-type.yaml"), `${f("symbols/commodities-wrong-type.yaml")}:4:`, /currency/],
  [f("symbols/stocks-nz-unknown-exchange.yaml"), `${f("symbols/stocks-nz-unknown-exchange.yaml")}:3:`, /XNZE/],
  [
    f("symbols/content/symbols/bonds.yaml"),
    "content/symbols/bonds.yaml:1: no symbol list is read from this file",
    /Fix: rename it, or add the list to SYMBOL_LISTS/,
  ],
  [
    f("symbols/content/symbols/stocks/zz.yaml"),
    'content/symbols/stocks/zz.yaml:1: "zz" is not a stock country of the site',
    /add the country to STOCK_COUNTRIES/,
  ],
  // Guides that are not MDX
  [
    f("docs-files/content/docs/platform/notes.md"),
    "content/docs/platform/notes.md:1: rename it to content/docs/platform/notes.mdx",
    /Fix: rename to \.mdx/,
  ],
  // OpenAPI
  [
    f("openapi/no-responses.yaml"),
    `${f("openapi/no-responses.yaml")}:36 (#/paths/~1markets/get): the operation has no responses`,
    /Fix: document at least the success response/,
  ],
  [
    f("openapi/empty-responses.yaml"),
    `(#/paths/~1markets/get/responses): the operation has no responses`,
    /Fix: document at least/,
  ],
  [
    f("openapi/ref-to-nothing.yaml"),
    `(#/components/schemas/QuoteEnvelope/properties/data): $ref "#/components/schemas/Qoute" points to nothing`,
    /Define it, or fix the reference/,
  ],
  [
    f("openapi/undeclared-path-parameter.yaml"),
    `path parameter "{market}" of /markets/{market} is not declared`,
    /Add it to "parameters"/,
  ],
  [
    f("openapi/javascript-external-docs.yaml"),
    `${f("openapi/javascript-external-docs.yaml")}:9 (#/externalDocs/url): unsafe link "JavaScript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("openapi/javascript-description-link.yaml"),
    `(#/tags/0/description): unsafe link "javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  // AsyncAPI
  [
    f("asyncapi/limits-string.yaml"),
    `${f("asyncapi/limits-string.yaml")}:16 (#/info/x-limits/plans/trial/maxSymbols): x-limits.plans.trial.maxSymbols must be a number`,
    /Fix: see info.x-limits/,
  ],
  [
    f("asyncapi/limits-negative.yaml"),
    `${f("asyncapi/limits-negative.yaml")}:7 (#/info/x-limits/authTimeoutSeconds): x-limits.authTimeoutSeconds must be greater than 0`,
    /Fix: see info.x-limits/,
  ],
  [
    f("asyncapi/limits-unknown-channel.yaml"),
    `(#/info/x-limits/plans/free/delayedChannels/0): delayed channel "bonds" is not a channel of the spec (crypto, stocks)`,
    /not a channel/,
  ],
  [
    f("asyncapi/limits-missing.yaml"),
    `(#/info/x-limits/messagesPerSecond): x-limits.messagesPerSecond is required`,
    /Fix: see info.x-limits/,
  ],
  [
    f("asyncapi/javascript-description-link.yaml"),
    `(#/info/description): unsafe link "vbscript:msgbox(1)"`,
    /Fix: Link to/,
  ],
  // site.config.ts
  [
    f("site-config/javascript-navbar.ts"),
    `${f("site-config/javascript-navbar.ts")}:6 (navbar[1].href): unsafe link "javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("site-config/javascript-announcement.ts"),
    `${f("site-config/javascript-announcement.ts")}:6 (announcement.href): unsafe link "  javascript:alert(1)"`,
    /Fix: Link to/,
  ],
  [
    f("site-config/data-url-footer.ts"),
    `${f("site-config/data-url-footer.ts")}:9 (footer.columns[2].items[2].href): unsafe link "data:text/html,<script>alert(1)</script>"`,
    /Fix: Link to/,
  ],
  [
    f("site-config/unknown-sidebar.ts"),
    `${f("site-config/unknown-sidebar.ts")}:6 (navbar[4].sidebar): unknown sidebar "symbol"; did you mean "symbols"?`,
    /Fix: name one of the sidebars/,
  ],
  [
    f("site-config/site-url-not-a-url.ts"),
    `Invalid site URL in ${f("site-config/site-url-not-a-url.ts")}:5 (siteUrl): "tickwire.io" is not an absolute URL`,
    /Fix: set siteUrl/,
  ],
  [
    f("site-config/site-url-with-path.ts"),
    `${f("site-config/site-url-with-path.ts")}:5 (siteUrl): "https://tickwire.io/docs/" must be an origin only`,
    /Fix: set siteUrl/,
  ],
  [
    f("site-config/colour-mode.ts"),
    `${f("site-config/colour-mode.ts")}:5: field "colourMode": Invalid enum value`,
    /'switchable' \| 'dark-only'/,
  ],
  [
    f("site-config/announcement-id.ts"),
    `${f("site-config/announcement-id.ts")}:6: field "announcement.id": use lowercase letters, digits and hyphens`,
    /ws-commodities-2026-10/,
  ],
];

describe("every malformed input stops the build naming the file, the line or pointer, and the fix", () => {
  test("the corpus has at least 40 inputs, and every fixture file has a case", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const covered = CASES.map(([entry]) => entry);
    const fixtures = filesIn(CORPUS).filter((file) => !/\/(valid|warnings)\//.test(file));
    expect(fixtures.filter((file) => !covered.some((entry) => file === entry || file.startsWith(`${entry}/`)))).toEqual(
      [],
    );
  });

  test.each(CASES)("%s", (entry, where, fix) => {
    const error = authorErrorOf(entry);
    expect(error.message).toContain(where);
    expect(error.message).toMatch(fix);
    expect(error.message).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(error.message).not.toMatch(/\bError:|(?<![\w/-])undefined(?![\w-])|\[object Object\]/);
  });
});

describe("a missing symbol list stops the build naming the file and the fix", () => {
  test("content/symbols/crypto.yaml deleted", () => {
    const files = filesIn("content/symbols").filter((file) => file !== "content/symbols/crypto.yaml");
    let message = "";
    try {
      checkSymbolListFiles(files, read);
    } catch (error) {
      expect(error).toBeInstanceOf(AuthorError);
      message = (error as AuthorError).message;
    }
    expect(message).toContain(
      "content/symbols/crypto.yaml: the file is missing, so the list's page and the page of each of its symbols would be left out of the site",
    );
    expect(message).toMatch(/Fix: .*git checkout HEAD -- content\/symbols\/crypto\.yaml.*removed from SYMBOL_LISTS/);
  });
});

describe("broken links warn (they do not stop the build) and name the file's own line", () => {
  test("a broken link and a broken anchor, lines counted from the top of the file", () => {
    const file = f("warnings/broken-link.mdx");
    const text = read(file);
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, "");
    const links = extractLinks(body, bodyLineOffset(text, body));
    const pages = [
      { route: "/docs/guide", file, anchors: new Set<string>(), links },
      {
        route: "/docs/api/limits",
        file: "content/docs/api/limits.mdx",
        anchors: new Set(["rate-limit-headers"]),
        links: [],
      },
    ];
    expect(checkLinks(pages)).toEqual([
      `Broken link in ${file}:8 (/docs/guide): "/docs/api/limitz" — no page at /docs/api/limitz.`,
      `Broken anchor in ${file}:10 (/docs/guide): "/docs/api/limits#rate-limit-headerz" — /docs/api/limits has no heading #rate-limit-headerz.`,
    ]);
  });
});

describe("valid edge cases pass every check", () => {
  test.each(filesIn(`${CORPUS}/valid`))("%s", (file) => {
    expect(() => runChecks(file)).not.toThrow();
  });

  test("a 5 MB page", () => {
    const section = (index: number) =>
      `## Section ${index}\n\n${"Quotes stream in real time over WebSocket, with every plan and every exchange. ".repeat(60)}[the limits](/docs/api/limits).\n\n` +
      "```python {1}\nprint('quote')\n```\n\n";
    let body = "";
    for (let index = 0; body.length < 5 * 1024 * 1024; index += 1) body += section(index);
    const [check] = mdxFileChecks([{ file: "content/docs/large.mdx", text: `---\ntitle: Large page\n---\n\n${body}` }]);
    expect(() => check()).not.toThrow();
  });

  test("the site's own content passes: every guide, sidebar, spec and site.config.ts", () => {
    const guides = filesIn("content/docs").filter((file) => file.endsWith(".mdx"));
    for (const check of mdxFileChecks(guides.map((file) => ({ file, text: read(file) })))) check();
    const sidebars = filesIn("content/sidebars").map((file) =>
      readSidebarSource(path.basename(file, ".yaml"), read(file), file),
    );
    expect(() => checkSidebarMembership(sidebars)).not.toThrow();
    // The specs read their numbers from content/facts.yaml; the build resolves them before parsing.
    const facts = parseFacts(read("content/facts.yaml"));
    const spec = (file: string) => parseSpecDocument(resolveFacts(read(file), facts, file), file);
    for (const file of ["specs/http-api.openapi.yaml", "specs/websocket.asyncapi.yaml"]) checkSpecLinks(spec(file));
    checkWsLimits(spec("specs/websocket.asyncapi.yaml"));
    checkDocFileNames(filesIn("content/docs"));
    checkSymbolListFiles(filesIn("content/symbols"), read);
    checkSiteConfig(
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- site.config.ts is read as Jest loads it, after the mocks
      (require("../../site.config") as { siteConfig: CheckedSiteConfig }).siteConfig,
      read("site.config.ts"),
    );
  });
});
