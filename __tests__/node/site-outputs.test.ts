/** @jest-environment node */
import { siteOutputs } from "../fixtures/site-nodes/outputs";

// The guides' facts come from the fixture's facts file, not from the site's current one.
jest.mock("../../src/node/facts", () => ({
  siteFacts: () => jest.requireActual("../fixtures/site-nodes").SITE_FACTS,
  siteFactsForPages: () => jest.requireActual("../fixtures/site-nodes").SITE_FACTS,
}));

// What the build makes of a fixed set of nodes: any change to a page, a sidebar, a search record
// or a Markdown file shows here as a snapshot difference.
const outputs = siteOutputs();

describe("the build's outputs from a fixed set of nodes", () => {
  test("the route table", () => {
    expect(outputs.warnings).toEqual([]);
    expect([...outputs.routes].sort((a, b) => a.path.localeCompare(b.path))).toMatchSnapshot();
  });

  test("the sidebars", () => {
    expect(outputs.sidebars).toMatchSnapshot();
  });

  test("the link checker's pages and warnings", () => {
    const order = (a: { route: string; file: string }, b: { route: string; file: string }) =>
      a.route.localeCompare(b.route) || a.file.localeCompare(b.file);
    expect([...outputs.linked].sort(order)).toMatchSnapshot();
    expect(outputs.linkWarnings).toMatchSnapshot();
  });

  test("the search records", () => {
    expect(outputs.records).toMatchSnapshot();
  });

  test("the Markdown export: every page, llms.txt, llms-full.txt, the sitemap and robots.txt", () => {
    expect(Object.keys(outputs.files).sort()).toMatchSnapshot();
    for (const [file, text] of Object.entries(outputs.files)) expect(text).toMatchSnapshot(file);
  });
});
