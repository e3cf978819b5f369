/**
 * Transforms TypeScript, JSX (with Emotion's css prop) and ES modules for Jest.
 *
 * SWC compiles most files: Babel was most of the unit tests' time on a fresh checkout, where Jest
 * has no transform cache. A file that calls `jest.mock` goes through Babel with Jest's preset,
 * whose hoisting moves the mocks above the imports they replace; SWC has no such pass.
 */
const { createHash } = require("crypto");
const swc = require("@swc/core");

const babel = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});

/** A module mock, which must be hoisted above the file's imports. */
const MOCKS_MODULES = /\bjest\.(?:mock|unmock|enableAutomock|disableAutomock)\(/;

/** What both compilers are configured from, for Jest's transform cache key. */
const CONFIG_VERSION = `${swc.version} 1`;

function swcOptions(filename) {
  const typescript = /\.tsx?$/.test(filename);
  return {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: "inline",
    module: { type: "commonjs", ignoreDynamic: false },
    jsc: {
      parser: typescript
        ? { syntax: "typescript", tsx: filename.endsWith(".tsx") }
        : { syntax: "ecmascript", jsx: true },
      transform: {
        react: { runtime: "automatic", importSource: "@emotion/react" },
        useDefineForClassFields: false,
      },
      // Jest runs on the Node.js of the project: nothing to lower but the module format.
      target: "es2022",
    },
  };
}

module.exports = {
  canInstrument: false,
  getCacheKey(source, filename, options) {
    if (MOCKS_MODULES.test(source)) return babel.getCacheKey(source, filename, options);
    return createHash("sha1")
      .update(CONFIG_VERSION)
      .update("\0")
      .update(filename)
      .update("\0")
      .update(source)
      .digest("hex");
  },
  process(source, filename, options) {
    if (MOCKS_MODULES.test(source)) return babel.process(source, filename, options);
    const { code } = swc.transformSync(source, swcOptions(filename));
    return { code };
  },
};
