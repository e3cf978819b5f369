/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { writeIfChanged } from "../../src/node/write-if-changed";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "write-if-changed-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a missing file is written", () => {
  const file = path.join(dir, "llms.txt");
  expect(writeIfChanged(file, "# Tickwire")).toBe(true);
  expect(fs.readFileSync(file, "utf8")).toBe("# Tickwire");
});

test("a file that already holds the content is left alone, its time kept", () => {
  const file = path.join(dir, "quote.md");
  fs.writeFileSync(file, "# Get a quote");
  const then = new Date(Date.now() - 60_000);
  fs.utimesSync(file, then, then);
  expect(writeIfChanged(file, Buffer.from("# Get a quote"))).toBe(false);
  expect(fs.statSync(file).mtimeMs).toBe(then.getTime());
});

test("other bytes, of the same length or not, are written", () => {
  const file = path.join(dir, "quote.md");
  fs.writeFileSync(file, "# Get a quote");
  expect(writeIfChanged(file, "# Get a QUOTE")).toBe(true);
  expect(fs.readFileSync(file, "utf8")).toBe("# Get a QUOTE");
  expect(writeIfChanged(file, "# Quotes")).toBe(true);
  expect(fs.readFileSync(file, "utf8")).toBe("# Quotes");
});
