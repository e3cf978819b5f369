/** @jest-environment node */
/**
 * The PHP samples, run by php-cli with the cURL extension against the HTTP sandbox: the
 * reference's, Try it's and the guides'. The upload's `vendor/autoload.php`, Composer's in a
 * reader's project, loads Debian's Guzzle here.
 */
import fs from "node:fs";
import path from "node:path";
import { describeLanguageSamples, scriptSuite } from "./fixtures/language-samples";

jest.setTimeout(30_000);

const GUZZLE = "/usr/share/php/GuzzleHttp/autoload.php";

describeLanguageSamples(
  "PHP samples",
  scriptSuite({
    lang: "php",
    requirements: [
      {
        command: "php",
        args: ["-r", "exit(function_exists('curl_init') ? 0 : 1);"],
        debianPackage: "php-cli php-curl",
      },
      { command: GUZZLE, debianPackage: "php-guzzlehttp-guzzle" },
    ],
    command: "php",
    extension: "php",
    prepare: (dir) => {
      fs.mkdirSync(path.join(dir, "vendor"));
      fs.writeFileSync(path.join(dir, "vendor/autoload.php"), `<?php\nrequire_once '${GUZZLE}';\n`);
    },
  }),
);
