/** @jest-environment node */
/**
 * The reference's Node.js samples and Try it's, run as ES modules (`node request.mjs`, as they
 * say) against the HTTP sandbox. The guides' Node.js samples run in http-guide-samples.test.ts.
 */
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

describeLanguageSamples(
  "Node.js samples",
  scriptSuite({
    lang: "nodejs",
    requirements: [{ command: process.execPath, args: ["--version"], debianPackage: "nodejs" }],
    command: process.execPath,
    extension: "mjs",
  }),
);
