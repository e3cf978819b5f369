// Lint rules for the site's code. Formatting is Prettier's job (eslint-config-prettier turns the
// stylistic rules off), so these rules are about correctness, React's rules and accessibility.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "deploy/nginx/",
      "coverage/",
      "src/gatsby-types.d.ts",
      "**/*.d.mts",
      "__tests__/fixtures/author-errors/",
      "e2e/fixtures/",
      // The sandbox's pack build output (git-ignored): JavaScript compiled from the linted TypeScript.
      "packages/sandbox/dist/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // TypeScript reports undefined names itself, with the right globals for each file.
    files: ["**/*.{ts,tsx,mts}"],
    rules: { "no-undef": "off" },
  },
  {
    // CommonJS configuration files.
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    languageOptions: { globals: globals.browser },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Types describe the props; prop-types would be a second, runtime copy of them.
      "react/prop-types": "off",
      // Emotion's css prop, and `blocking` on <link rel="expect">, which React 18 passes through.
      "react/no-unknown-property": ["error", { ignore: ["css", "blocking"] }],
    },
  },
  {
    // Hooks live in .ts files too (src/lib, src/components/**/use-*.ts).
    files: ["src/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.ts", "gatsby-ssr.tsx"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      "**/*.{mjs,js,cjs}",
      "scripts/**",
      "bench/**",
      "e2e/**",
      "plugins/**",
      "gatsby-*.ts",
      "site.config.ts",
      "src/node/**",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests and benches pass functions to page.evaluate, which run in the page.
    files: ["e2e/**", "bench/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "jest.config.js", "jest-preprocess.js"],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },
  {
    rules: {
      // URL, header and path checks match control characters on purpose.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  prettier,
);
