/** Jest: units and components, transformed with Gatsby's Babel preset. */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__", "<rootDir>/__mocks__"],
  transform: { "^.+\\.[cm]?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css)$": "identity-obj-proxy",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "/fixtures/"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testEnvironmentOptions: { url: "http://localhost/docs" },
};
