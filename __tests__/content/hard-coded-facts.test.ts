/** @jest-environment node */
/**
 * No guide or spec states a fact of content/facts.yaml by hand: each reads it with <Fact>, a
 * generated table or a `{{facts.…}}` placeholder, so a changed limit or host changes everywhere.
 */
import fs from "node:fs";
import path from "node:path";
import { FACTS_FILE, parseFacts } from "../../src/lib/facts/load";
import { findHardCodedFacts, type HardCodedFact } from "../../src/lib/facts/scan";

const ROOT = path.resolve(__dirname, "../..");
const facts = parseFacts(fs.readFileSync(path.join(ROOT, FACTS_FILE), "utf8"));

/** Guides and specs, relative to the project root. */
function scannedFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return /\.(mdx|ya?ml)$/.test(entry.name) ? [relative] : [];
    });
  return [...walk("content/docs"), ...walk("specs")];
}

test("no guide or spec states a fact by hand", () => {
  const found: HardCodedFact[] = scannedFiles().flatMap((file) => findHardCodedFacts(file, fs.readFileSync(path.join(ROOT, file), "utf8"), facts));
  const report = found.map(({ file, line, fact, text }) => `${file}:${line}: "${text}" states ${fact} by hand; use <Fact path="${fact}" /> or {{facts.${fact}}}`);
  if (process.env.FACTS_SCAN_SUMMARY) {
    const hosts = found.filter((item) => item.fact === "hosts").length;
    console.log(`hard-coded: ${found.length} (hosts ${hosts}, other facts ${found.length - hosts}) in ${new Set(found.map((item) => item.file)).size} files`);
  }
  expect(report).toEqual([]);
});
