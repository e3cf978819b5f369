/** @jest-environment node */
/**
 * The reference's Python samples and Try it's, run with requests against the HTTP sandbox. The
 * guides' Python samples run in http-guide-samples.test.ts.
 */
import { spawnSync } from "node:child_process";
import { findPython } from "../../fixtures/guide-samples";
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

const { python: found } = findPython("requests");
// The interpreter itself: a version manager's shim (pyenv's is a shell script) doubles each start.
const python =
  spawnSync(found, ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" }).stdout?.trim() || found;

describeLanguageSamples(
  "Python samples",
  scriptSuite({
    lang: "python",
    requirements: [{ command: python, args: ["-c", "import requests"], debianPackage: "python3-requests" }],
    command: python,
    extension: "py",
  }),
);
