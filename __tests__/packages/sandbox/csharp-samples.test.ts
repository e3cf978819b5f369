/** @jest-environment node */
/**
 * The C# samples, compiled by one run of Mono's mcs (C# 7, so they compile on .NET as well), each
 * in its own namespace of one program, and each run in its own mono process against the
 * sandboxes: the reference's, Try it's, the guides' and the channel page's client.
 */
import path from "node:path";
import { compileCSharp, csharpProgram, type CSharpBuild } from "../../fixtures/sample-runners/csharp";
import { Running } from "../../fixtures/sample-runners/process";
import { describeLanguageSamples } from "./fixtures/language-samples";

jest.setTimeout(30_000);

let build: CSharpBuild;

describeLanguageSamples("C# samples", {
  lang: "csharp",
  requirements: [
    { command: "mcs", args: ["--version"], debianPackage: "mono-mcs" },
    { command: "mono", args: ["--version"], debianPackage: "mono-devel" },
  ],
  build: async (programs, dir) => {
    build = await compileCSharp(path.join(dir, "build"), programs);
  },
  start: (name, options) => new Running("mono", csharpProgram(build, name), options),
  streamClient: "csharp",
});
