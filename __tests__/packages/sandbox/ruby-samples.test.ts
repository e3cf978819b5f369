/** @jest-environment node */
/** The Ruby samples, run by Ruby against the HTTP sandbox: the reference's, Try it's and the guides'. */
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

describeLanguageSamples(
  "Ruby samples",
  scriptSuite({
    lang: "ruby",
    requirements: [{ command: "ruby", args: ["--version"], debianPackage: "ruby" }],
    command: "ruby",
    extension: "rb",
  }),
);
