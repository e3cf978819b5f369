/** @jest-environment node */
/**
 * The PHP samples, run by php-cli with the cURL extension against the HTTP sandbox: the
 * reference's and the guides'. The upload's `vendor/autoload.php`, Composer's in a reader's
 * project, loads Debian's Guzzle here.
 */
import fs from "node:fs";
import path from "node:path";
import { Running } from "../../fixtures/sample-runners/process";
import { describeLanguageSamples } from "./fixtures/language-samples";

jest.setTimeout(30_000);

/** Where the programs are written. */
let built = "";

const GUZZLE = "/usr/share/php/GuzzleHttp/autoload.php";

describeLanguageSamples("PHP samples", {
  lang: "php",
  requirements: [
    { command: "php", args: ["-r", "exit(function_exists('curl_init') ? 0 : 1);"], debianPackage: "php-cli php-curl" },
    { command: GUZZLE, debianPackage: "php-guzzlehttp-guzzle" },
  ],
  build: async (programs, dir) => {
    built = dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, "vendor"), { recursive: true });
    fs.writeFileSync(path.join(dir, "vendor/autoload.php"), `<?php\nrequire_once '${GUZZLE}';\n`);
    for (const [name, source] of Object.entries(programs)) fs.writeFileSync(path.join(dir, `${name}.php`), source);
  },
  // By its full path: an upload runs in its own working folder, with the file it sends.
  start: (name, options) => new Running("php", [path.join(built, `${name}.php`)], options),
});
