/** @jest-environment node */
/**
 * The Go samples, built with one `go build` (go.mod says the oldest Go the guides promise) and
 * run against the sandboxes: the reference's, the guides' and the channel page's client.
 */
import path from "node:path";
import { buildGo, goBinary, GO_PACKAGES, type GoBuild } from "../../fixtures/sample-runners/go";
import { Running } from "../../fixtures/sample-runners/process";
import { CACHE_DIR, describeLanguageSamples } from "./fixtures/language-samples";
import { FACTS } from "./fixtures/sandbox";

jest.setTimeout(30_000);

let build: GoBuild;

describeLanguageSamples("Go samples", {
  lang: "go",
  requirements: [
    { command: "go", args: ["version"], debianPackage: "golang-go" },
    ...Object.values(GO_PACKAGES).map(({ dir, debianPackage }) => ({ command: dir, debianPackage })),
  ],
  build: async (programs, dir) => {
    build = await buildGo(path.join(dir, "module"), programs, { goVersion: FACTS.runtimes.go, cacheDir: CACHE_DIR });
  },
  start: (name, options) => new Running(goBinary(build, name), [], options),
  streamClient: "go",
});
