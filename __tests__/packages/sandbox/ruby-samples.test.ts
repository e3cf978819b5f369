/** @jest-environment node */
/** The Ruby samples, run by Ruby against the HTTP sandbox: the reference's and the guides'. */
import fs from "node:fs";
import path from "node:path";
import { Running } from "../../fixtures/sample-runners/process";
import { describeLanguageSamples } from "./fixtures/language-samples";

jest.setTimeout(30_000);

/** Where the programs are written. */
let built = "";

describeLanguageSamples("Ruby samples", {
  lang: "ruby",
  requirements: [{ command: "ruby", args: ["--version"], debianPackage: "ruby" }],
  build: async (programs, dir) => {
    built = dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, source] of Object.entries(programs)) fs.writeFileSync(path.join(dir, `${name}.rb`), source);
  },
  // By its full path: an upload runs in its own working folder, with the file it sends.
  start: (name, options) => new Running("ruby", [path.join(built, `${name}.rb`)], options),
});
