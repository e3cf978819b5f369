/** Transforms TypeScript, JSX (with Emotion's css prop) and ES modules for Jest. */
module.exports = require("babel-jest").default.createTransformer({
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }],
    "@babel/preset-typescript",
  ],
});
