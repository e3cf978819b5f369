/** @jest-environment node */
/**
 * The reference's Python samples and Try it's, run with requests against the HTTP sandbox. The
 * guides' Python samples run in http-guide-samples.test.ts.
 */
import { findPython } from "../../fixtures/guide-samples";
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

const { python } = findPython("requests");

describeLanguageSamples(
  "Python samples",
  scriptSuite({
    lang: "python",
    requirements: [{ command: python, args: ["-c", "import requests"], debianPackage: "python3-requests" }],
    command: python,
    extension: "py",
  }),
);
