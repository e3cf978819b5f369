/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { AuthorError } from "../../src/lib/author-error";
import { mdxUsesFacts } from "../../src/lib/facts/mdx-uses-facts";
import { mdxFactsDependency } from "../../src/node/mdx-facts-dependency";
import { mdxDataDependencyRule } from "../../src/node/webpack-config";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack loads loaders with require
const contentDependencyLoader = require("../../src/node/webpack/content-dependency-loader.cjs") as (
  this: unknown,
  source: string,
) => string | undefined;

const FACTS = fs.readFileSync(path.resolve("content/facts.yaml"), "utf8");

describe("mdxUsesFacts", () => {
  test.each([
    ["a placeholder in code", "Call `{{facts.hosts.api.baseUrl}}/stocks`."],
    ["a placeholder with spaces and a filter", "`{{ facts.plans.free.httpPerDay | grouped }}`"],
    ["<Fact>", 'Up to <Fact path="plans.free.httpPerMinute" /> a minute.'],
    ["a fact table", '<LimitsTable api="http" />'],
    ["the support levels", "<SupportLevels />"],
  ])("finds %s", (_, source) => expect(mdxUsesFacts(source)).toBe(true));

  test("is false for a guide without facts, even one that mentions the word", () => {
    expect(mdxUsesFacts("## Facts\n\nThe <Factory> component and `facts` are unrelated.")).toBe(false);
  });
});

describe("mdxFactsDependency", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "facts-dependency-"));
  const guide = path.join(site, "content/docs/status.mdx");
  const factsFile = path.join(site, "content/facts.yaml");
  let cwd: string;

  beforeAll(() => {
    cwd = process.cwd();
    fs.mkdirSync(path.dirname(guide), { recursive: true });
    process.chdir(site);
  });
  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(site, { recursive: true, force: true });
  });
  /** Writes the facts with a new mtime and size, as an editor's save would. */
  const writeFacts = (text: string) => {
    fs.writeFileSync(factsFile, text);
    const later = new Date(Date.now() + Math.random() * 1e6);
    fs.utimesSync(factsFile, later, later);
  };

  test("a guide without facts depends on nothing else", () => {
    writeFacts(FACTS);
    expect(mdxFactsDependency("# Plain", guide)).toEqual({ files: [] });
  });

  test("a guide that reads facts depends on content/facts.yaml", () => {
    writeFacts(FACTS);
    const result = mdxFactsDependency('Notice: <Fact path="maintenance.noticeHours" /> hours.', guide);
    expect(result).toEqual({ files: [path.join(process.cwd(), "content/facts.yaml")] });
  });

  test("in develop, a broken facts file leaves the guide on the last good facts, still depending on the file", () => {
    writeFacts(FACTS);
    mdxFactsDependency('<Fact path="maintenance.noticeHours" />', guide);
    writeFacts(FACTS.replace("  noticeHours: 72\n", "  noticeHours: seventy-two\n"));
    expect(mdxFactsDependency('<Fact path="maintenance.noticeHours" />', guide)).toEqual({
      files: [path.join(process.cwd(), "content/facts.yaml")],
    });
  });

  test("in a build, a broken facts file fails the guide with the facts file's line", () => {
    writeFacts(FACTS.replace("  noticeHours: 72\n", "  noticeHours: seventy-two\n"));
    const line = FACTS.split("\n").indexOf("  noticeHours: 72") + 1;
    process.env.gatsby_executing_command = "build";
    try {
      const result = mdxFactsDependency('<Fact path="maintenance.noticeHours" />', guide);
      expect(result.files).toHaveLength(1);
      expect(result.error?.message).toContain(`content/facts.yaml:${line}: field "maintenance.noticeHours"`);
    } finally {
      delete process.env.gatsby_executing_command;
    }
  });

  test("a fact the guide names that is gone fails the guide with its own line", () => {
    writeFacts(FACTS);
    const result = mdxFactsDependency('---\ntitle: Status\n---\n\nSee <Fact path="maintenance.noticeDays" />.', guide);
    expect(result.error?.message).toMatch(/^content\/docs\/status\.mdx:5: unknown fact "maintenance\.noticeDays"/);
  });
});

describe("the content-dependency loader", () => {
  const context = (inspect: ReturnType<typeof mdxDataDependencyRule>["use"][0]["options"]["inspect"]) => {
    const added: string[] = [];
    const failures: AuthorError[] = [];
    return {
      added,
      failures,
      loader: {
        resourcePath: "/site/content/docs/x.mdx",
        getOptions: () => ({ inspect }),
        addDependency: (file: string) => added.push(file),
        callback: (error: AuthorError) => failures.push(error),
      },
    };
  };

  test("declares the files and passes the source through", () => {
    const { added, failures, loader } = context(() => ({ files: ["/site/content/facts.yaml"] }));
    expect(contentDependencyLoader.call(loader, "# X")).toBe("# X");
    expect(added).toEqual(["/site/content/facts.yaml"]);
    expect(failures).toEqual([]);
  });

  test("fails the module with the error, without its stack, and still watches the files", () => {
    const error = new AuthorError("content/facts.yaml", "content/facts.yaml:3: bad");
    const { added, failures, loader } = context(() => ({ files: ["/site/content/facts.yaml"], error }));
    expect(contentDependencyLoader.call(loader, "# X")).toBeUndefined();
    expect(added).toEqual(["/site/content/facts.yaml"]);
    expect(failures).toEqual([error]);
    expect((error as Error & { hideStack?: boolean }).hideStack).toBe(true);
  });

  test("is a pre-loader of .mdx files only, with the loader file of the site", () => {
    const rule = mdxDataDependencyRule("/site");
    expect(rule.enforce).toBe("pre");
    expect(rule.test.test("/site/content/docs/x.mdx")).toBe(true);
    expect(rule.test.test("/site/src/templates/doc.tsx")).toBe(false);
    expect(rule.use[0].loader).toBe("/site/src/node/webpack/content-dependency-loader.cjs");
    expect(fs.existsSync(path.resolve("src/node/webpack/content-dependency-loader.cjs"))).toBe(true);
  });
});
