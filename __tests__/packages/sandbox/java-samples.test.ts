/** @jest-environment node */
/**
 * The Java samples, compiled by one `javac --release` of the oldest Java the guides promise and
 * run against the sandboxes: the reference's, the guides' and the channel page's client.
 */
import path from "node:path";
import { compileJava, javaCommand, JAVA_LIBRARIES, type JavaBuild } from "../../fixtures/sample-runners/java";
import { Running } from "../../fixtures/sample-runners/process";
import { describeLanguageSamples } from "./fixtures/language-samples";
import { FACTS } from "./fixtures/sandbox";

jest.setTimeout(30_000);

let build: JavaBuild;

describeLanguageSamples("Java samples", {
  lang: "java",
  requirements: [
    { command: "javac", args: ["-version"], debianPackage: "openjdk-17-jdk-headless" },
    ...JAVA_LIBRARIES.map(({ jar, debianPackage }) => ({ command: jar, debianPackage })),
  ],
  build: async (programs, dir) => {
    build = await compileJava(path.join(dir, "build"), programs, { release: FACTS.runtimes.java });
  },
  start: (name, options) => new Running("java", javaCommand(build, name), options),
  streamClient: "java",
});
