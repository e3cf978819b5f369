/**
 * Jest: units and components, transformed by jest-preprocess.js (SWC, or Babel where a file mocks modules).
 *
 * `npm run test:unit` starts Jest, and so its workers, with V8's `--liftoff-only`: the PowerShell
 * samples' grammar is a 1 MB WebAssembly module, which V8 otherwise optimises on background threads
 * that a process waits for as it exits (about 10 CPU-seconds and 11 s, past Jest's deadline for a
 * worker to exit), while its baseline code parses every sample in milliseconds.
 */
module.exports = {
  testEnvironment: "jsdom",
  // Jest leaves a core for itself by default: one worker on a two-core machine. Its own process
  // does little while the workers run, so use every core.
  maxWorkers: "100%",
  // A bound for a hang, not a speed check: `npm test` runs the unit tests beside the build and the
  // browser tests, where a component test that waits for a lazily loaded dialog can pass 5 s.
  testTimeout: 30_000,
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  transform: { "^.+\\.[cm]?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
    // Gatsby's client runtime, which webpack resolves to .cache (see src/node/webpack-config.ts).
    "^gatsby-internal/(.*)$": "<rootDir>/node_modules/gatsby/cache-dir/$1",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "/fixtures/"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/docs" },
};
