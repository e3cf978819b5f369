/**
 * Language features a sample uses that need a newer runtime than the oldest one the guides
 * promise (`runtimes` in content/facts.yaml): Go's built-in `min` needs Go 1.21, Java's arrow
 * `case` Java 14. Each feature is found by a pattern in the source.
 */
import type { Facts } from "../facts/schema";

/** The `runtimes` fact a language's samples are held to. */
const RUNTIME_OF: Record<string, keyof Facts["runtimes"]> = {
  go: "go",
  java: "java",
  python: "python",
  nodejs: "node",
  javascript: "node",
  csharp: "dotnet",
  ruby: "ruby",
  php: "php",
};

interface Feature {
  runtime: keyof Facts["runtimes"];
  name: string;
  pattern: RegExp;
  since: string;
}

const FEATURES: readonly Feature[] = [
  { runtime: "go", name: "the built-in min or max", pattern: /(?<![.\w])(?:min|max)\(/, since: "1.21" },
  { runtime: "go", name: "the built-in clear", pattern: /(?<![.\w])clear\(/, since: "1.21" },
  { runtime: "go", name: "the slices or maps package", pattern: /"(?:slices|maps)"/, since: "1.21" },
  { runtime: "go", name: "range over an integer", pattern: /\brange\s+\d+\s*\{/, since: "1.22" },
  { runtime: "go", name: "the any alias", pattern: /\bany\b/, since: "1.18" },
  { runtime: "java", name: "a switch with arrow cases", pattern: /\bcase\b[^:\n]*->/, since: "14" },
  { runtime: "java", name: "a text block", pattern: /"""/, since: "15" },
  { runtime: "java", name: "a record", pattern: /\brecord\s+[A-Z]\w*\s*\(/, since: "16" },
  { runtime: "java", name: "Stream.toList()", pattern: /\.toList\(\)/, since: "16" },
  {
    runtime: "java",
    name: "pattern matching for instanceof",
    pattern: /\binstanceof\s+[A-Z]\w*\s+[a-z]\w*/,
    since: "16",
  },
  { runtime: "java", name: "HexFormat", pattern: /\bHexFormat\b/, since: "17" },
  { runtime: "java", name: "local variable type inference", pattern: /^\s*var\s+\w+\s*=/m, since: "10" },
  { runtime: "python", name: "a match statement", pattern: /^\s*match\s+[^=\n]+:\s*$/m, since: "3.10" },
  {
    runtime: "python",
    name: "X | Y in a type annotation",
    pattern: /:\s*\w+\s*\|\s*(?:None|\w+)\s*[=,)]/,
    since: "3.10",
  },
  { runtime: "python", name: "asyncio.timeout", pattern: /\basyncio\.timeout\(/, since: "3.11" },
  { runtime: "python", name: "tomllib", pattern: /\bimport tomllib\b/, since: "3.11" },
  { runtime: "python", name: "except*", pattern: /\bexcept\*/, since: "3.11" },
  { runtime: "node", name: "Array.prototype.toSorted", pattern: /\.toSorted\(/, since: "20" },
  { runtime: "node", name: "Promise.withResolvers", pattern: /\bPromise\.withResolvers\(/, since: "22" },
  { runtime: "node", name: "import attributes", pattern: /\bimport\b[^;\n]*\bwith\s*\{\s*type:/, since: "22" },
  { runtime: "dotnet", name: "a raw string literal", pattern: /"""/, since: "7" },
  { runtime: "dotnet", name: "a collection expression", pattern: /=\s*\[\s*(?:\.\.|"|\d)/, since: "8" },
  { runtime: "ruby", name: "Data.define", pattern: /\bData\.define\b/, since: "3.2" },
  { runtime: "ruby", name: "hash shorthand", pattern: /\{\s*\w+:\s*[,}]/, since: "3.1" },
  { runtime: "php", name: "an enum", pattern: /^\s*enum\s+\w+/m, since: "8.1" },
  {
    runtime: "php",
    name: "a readonly property",
    pattern: /\breadonly\s+(?:public|private|protected|[A-Za-z?])/,
    since: "8.1",
  },
];

/** -1, 0 or 1 as version `a` is older than, the same as or newer than `b`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The runtime fact a sample language is held to, or null for languages without one. */
export const runtimeOf = (lang: string): keyof Facts["runtimes"] | null => RUNTIME_OF[lang.toLowerCase()] ?? null;

/** Features of a sample newer than the oldest runtime the guides state for its language. */
export function runtimeProblems(lang: string, source: string, facts: Facts): string[] {
  const runtime = runtimeOf(lang);
  if (!runtime) return [];
  const stated = facts.runtimes[runtime];
  return FEATURES.filter(
    (feature) =>
      feature.runtime === runtime && compareVersions(feature.since, stated) > 0 && feature.pattern.test(source),
  ).map(
    (feature) =>
      `uses ${feature.name}, which needs ${runtime} ${feature.since}, but the guides promise ${runtime} ${stated} or later (runtimes.${runtime})`,
  );
}
