/** @jest-environment node */
/**
 * The reference's curl samples and Try it's, each run as a shell script by bash against the HTTP
 * sandbox. The guides' curl samples run in http-guide-samples.test.ts.
 */
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

describeLanguageSamples(
  "curl samples",
  scriptSuite({
    lang: "curl",
    requirements: [
      { command: "curl", args: ["--version"], debianPackage: "curl" },
      { command: "bash", args: ["--version"], debianPackage: "bash" },
    ],
    command: "bash",
    extension: "sh",
  }),
);
