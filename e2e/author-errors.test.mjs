import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { assertExitedWithError, buildWithChange, copySite } from "./site-copy.mjs";

let site;
before(() => {
  site = copySite();
});
after(() => fs.rmSync(site, { recursive: true, force: true }));

const buildWith = (file, change) => buildWithChange(site, file, change);

/** The build failed with `message` and printed no stack trace. */
function assertStoppedWith(result, message) {
  assertExitedWithError(result);
  assert.ok(
    result.output.includes(message),
    `expected the output to contain:\n${message}\n--- output ---\n${result.output.slice(-3000)}`,
  );
  assert.doesNotMatch(result.output, /^\s+at .+:\d+:\d+\)?$/m, "the output has a stack trace");
}

describe("invalid content stops the build with a message naming the file and line", () => {
  test("malformed MDX: file, line and column in the file, and a fix", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\nPrices start at {plan.price per month.\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(result, `Invalid MDX in content/docs/payments/free.mdx:${line}:`);
    assert.match(result.output, /Fix: Braces start a JavaScript expression in MDX/);
  });

  test("unknown MDX component: file, line and the closest provided component", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\n<Admonitionn type="tip">Check the limits first.</Admonitionn>\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(result, `Unknown MDX component <Admonitionn> in content/docs/payments/free.mdx:${line}:1.`);
    assert.match(result.output, /Fix: did you mean <Admonition>\?/);
  });

  test("a reference to a fact that does not exist: file, line and the closest paths", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\nYou get <Fact path="plans.free.httpPerDy" /> requests a day.\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(result, `content/docs/payments/free.mdx:${line}: unknown fact "plans.free.httpPerDy".`);
    assert.match(result.output, /Closest existing paths: "plans\.free\.httpPerDay"/);
  });

  test("a spec placeholder naming a fact that does not exist: file, line and the closest paths", async () => {
    let line = 0;
    const result = await buildWith("specs/websocket.asyncapi.yaml", (text) => {
      line = text.split("\n").findIndex((content) => content.includes("{{facts.plans.free.wsConnections}}")) + 1;
      return text.replace("{{facts.plans.free.wsConnections}}", "{{facts.plans.free.wsConnection}}");
    });
    assertStoppedWith(result, `specs/websocket.asyncapi.yaml:${line}: unknown fact "plans.free.wsConnection".`);
    assert.match(result.output, /Closest existing paths: "plans\.free\.wsConnections"/);
  });

  test("malformed frontmatter YAML: file, line and column", async () => {
    const result = await buildWith("content/docs/payments/free.mdx", (text) =>
      text.replace(/^title: (.*)$/m, 'title: "$1'),
    );
    assertStoppedWith(result, "Invalid YAML in content/docs/payments/free.mdx:");
    assert.match(result.output, /free\.mdx:\d+:\d+: /);
  });

  test("invalid frontmatter: file, field and what is allowed", async () => {
    const result = await buildWith("content/docs/payments/trial.mdx", (text) =>
      text.replace(/^title: .*$/m, "sidebar_position: first"),
    );
    assertStoppedWith(result, "Invalid frontmatter in content/docs/payments/trial.mdx:");
    assert.match(result.output, /field "title": Required/);
    assert.match(
      result.output,
      /content\/docs\/payments\/trial\.mdx:2: field "sidebar_position": Expected number, received string/,
    );
  });

  test("sidebar YAML syntax: file, line and column", async () => {
    const result = await buildWith("content/sidebars/main.yaml", (text) =>
      text.replace("label: Documentation", "label: [Documentation"),
    );
    assertStoppedWith(result, "Invalid YAML in content/sidebars/main.yaml:");
    assert.match(result.output, /main\.yaml:\d+:\d+:/);
  });

  test("unknown doc id in a sidebar: file, line and the closest ids", async () => {
    const result = await buildWith("content/sidebars/main.yaml", (text) =>
      text.replace("id: platform/status", "id: platform/statuss"),
    );
    assertStoppedWith(
      result,
      'content/sidebars/main.yaml:14: sidebar item refers to unknown doc id "platform/statuss".',
    );
    assert.match(result.output, /Closest existing ids: "platform\/status"/);
  });

  test("a page module without a default export: the file and the fix", async () => {
    const result = await buildWith("src/templates/category-index.tsx", (text) =>
      text.replace("export default function", "export function"),
    );
    assertStoppedWith(result, "The page component src/templates/category-index.tsx has no default export.");
    assert.match(result.output, /Fix: export the page component as the module's default/);
  });
});

describe("an unsafe link in any author-controlled source stops the build, naming the file and line", () => {
  /** The 1-based line of the first line of `text` that contains `needle`. */
  const lineOf = (text, needle) => text.split("\n").findIndex((line) => line.includes(needle)) + 1;

  test("sidebar link", async () => {
    let changed = "";
    const result = await buildWith("content/sidebars/main.yaml", (text) => {
      changed = text.replace("items:\n", 'items:\n  - { type: link, label: Status, href: " javascript:alert(1)" }\n');
      return changed;
    });
    assertStoppedWith(
      result,
      `content/sidebars/main.yaml:${lineOf(changed, "javascript:")}: "href": unsafe link " javascript:alert(1)"`,
    );
    assert.match(result.output, /Link to an http\(s\):\/\/ or mailto: URL/);
  });

  test("navbar link in site.config.ts", async () => {
    let changed = "";
    const result = await buildWith("site.config.ts", (text) => {
      changed = text.replace(
        '{ label: "Get started", href: "/docs/platform/getting-started" }',
        '{ label: "Get started", href: "JaVaScRiPt:alert(1)" }',
      );
      return changed;
    });
    assertStoppedWith(
      result,
      `site.config.ts:${lineOf(changed, "JaVaScRiPt:")} (navbar[1].href): unsafe link "JaVaScRiPt:alert(1)"`,
    );
  });

  test("Markdown link in MDX", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\nSee [the offer](&#106;avascript:alert(1)).\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(result, `content/docs/payments/free.mdx:${line}:5: Markdown link "javascript:alert(1)"`);
  });

  test("JSX prop in MDX", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\n<a href={"java\\tscript:alert(1)"}>the offer</a>\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(result, `content/docs/payments/free.mdx:${line}:10: href of <a> "java\\tscript:alert(1)"`);
  });
});

describe("mistakes Gatsby used to report late or against the wrong file", () => {
  test("an invalid siteUrl is reported against site.config.ts and its line, not gatsby-config", async () => {
    let changed = "";
    const result = await buildWith("site.config.ts", (text) => {
      changed = text.replace('siteUrl: "https://tickwire.io"', 'siteUrl: "tickwire.io/docs"');
      return changed;
    });
    const line = changed.split("\n").findIndex((text) => text.includes('siteUrl: "tickwire.io/docs"')) + 1;
    assertStoppedWith(
      result,
      `Invalid site URL in site.config.ts:${line} (siteUrl): "tickwire.io/docs" is not an absolute URL`,
    );
    assert.doesNotMatch(result.output, /gatsby-config/);
  });

  test("an MDX expression using an undefined name stops before webpack, at its line", async () => {
    const result = await buildWith(
      "content/docs/payments/free.mdx",
      (text) => `${text}\nThe free plan allows {limits.perDay} requests.\n`,
    );
    const line = fs.readFileSync(path.join(site, "content/docs/payments/free.mdx"), "utf8").split("\n").length + 1;
    assertStoppedWith(
      result,
      `Undefined name in content/docs/payments/free.mdx:${line}:23: "limits" is not defined in this file.`,
    );
    assert.doesNotMatch(result.output, /Building production JavaScript|webpack/i);
  });
});
