/** @jest-environment node */
import { skipBabelForMdx } from "../../src/node/webpack-config";

const babel = { loader: "/site/node_modules/babel-loader/lib/index.js", options: { stage: "build-javascript" } };
const mdxLoader = { loader: "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-mdx-loader", options: {} };

describe("skipBabelForMdx", () => {
  test("drops Babel from gatsby-plugin-mdx's rule for .mdx files and keeps the MDX loader", () => {
    const templateRule = { test: /\.[tj]sx?$/, use: () => [babel] };
    const mdxRule = { test: /\.mdx?$/, use: () => [babel, mdxLoader] };
    const rules = [templateRule, mdxRule];
    expect(skipBabelForMdx(rules)).toBe(true);
    expect((mdxRule.use as (info: unknown) => unknown[])({ resourceQuery: "" })).toEqual([mdxLoader]);
    expect(templateRule.use()).toEqual([babel]);
  });

  test("reports false and changes nothing when the rule is missing or not a function", () => {
    const rules = [{ test: /\.[tj]sx?$/, use: () => [babel] }, { test: /\.mdx?$/, use: [babel, mdxLoader] }];
    expect(skipBabelForMdx(rules)).toBe(false);
    expect(rules[1].use).toEqual([babel, mdxLoader]);
  });
});
