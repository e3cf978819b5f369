/** @jest-environment node */
import { minify } from "@swc/core";
import TerserPlugin from "terser-webpack-plugin";
import { minifyWithSwc, SWC_MINIFY_OPTIONS, swcMinifier } from "../../src/node/swc-minify";

/** Gatsby's production minimizers: Terser with its settings, then its CSS minimizer. */
function gatsbyMinimizers(): unknown[] {
  class CssMinimizerPlugin {}
  return [
    new TerserPlugin({ terserOptions: { mangle: { safari10: true }, compress: { ecma: 5 } }, parallel: 1 }),
    new CssMinimizerPlugin(),
  ];
}

type PluginOptions = { minimizer: { implementation: unknown; options: unknown }; parallel: unknown; exclude: unknown };
const optionsOf = (plugin: unknown) => (plugin as { options: PluginOptions }).options;

describe("minifyWithSwc", () => {
  test("puts SWC's minifier in Terser's place and leaves the CSS minimizer", () => {
    const minimizers = gatsbyMinimizers();
    const css = minimizers[1];
    expect(minifyWithSwc(minimizers)).toBe(true);
    expect(minimizers).toHaveLength(2);
    expect(optionsOf(minimizers[0]).minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(minimizers[1]).toBe(css);
  });

  test("says so and changes nothing when there is no Terser", () => {
    const minimizers = gatsbyMinimizers().slice(1);
    expect(minifyWithSwc(minimizers)).toBe(false);
    expect(minimizers).toHaveLength(1);
  });
});

describe("swcMinifier", () => {
  test("has Gatsby's Terser settings, skips .min.js files and runs in webpack's process", () => {
    const options = optionsOf(swcMinifier());
    expect(options.minimizer.options).toEqual({ compress: { ecma: 5 }, mangle: { safari10: true } });
    expect(options.parallel).toBe(false);
    expect(options.exclude).toEqual(/\.min\.js/);
  });

  test("keeps class and function names for gatsby build --profile", () => {
    expect(optionsOf(swcMinifier({ keepNames: true })).minimizer.options).toEqual({
      compress: { ecma: 5 },
      mangle: { safari10: true },
      keep_classnames: true,
      keep_fnames: true,
    });
  });

  test("minifies code that still computes the same", async () => {
    const source = `module.exports = function total(items) {\n  let sum = 0;\n  for (const item of items) { sum += item.price * item.count; }\n  return { sum, copies: [...items] };\n};\n`;
    const { code } = await minify(source, SWC_MINIFY_OPTIONS);
    expect(code.length).toBeLessThan(source.length / 1.5);
    const items = [
      { price: 2, count: 3 },
      { price: 5, count: 1 },
    ];
    const run = (body: string) => {
      const exported: { exports?: (list: typeof items) => unknown } = {};
      new Function("module", body)(exported);
      return exported.exports?.(items);
    };
    expect(run(code)).toEqual({ sum: 11, copies: items });
    expect(run(code)).toEqual(run(source));
  });
});
