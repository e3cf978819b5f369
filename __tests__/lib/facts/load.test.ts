/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { AuthorError } from "../../../src/lib/author-error";
import { FACTS_FILE, parseFacts, resolveFacts } from "../../../src/lib/facts/load";

const text = fs.readFileSync(path.resolve(__dirname, "../../..", FACTS_FILE), "utf8");

test("content/facts.yaml is valid", () => {
  const facts = parseFacts(text);
  expect(facts.plans.free.name).toBe("Free");
  expect(facts.hosts.api.baseUrl).toContain(facts.hosts.api.host);
});

test("an invalid value stops with the file, the line and the field", () => {
  const broken = text.replace(/httpPerMinute: 10\n/, "httpPerMinute: ten\n");
  const line = broken.split("\n").findIndex((content) => content.includes("httpPerMinute: ten")) + 1;
  expect(() => parseFacts(broken)).toThrow(AuthorError);
  expect(() => parseFacts(broken)).toThrow(
    `${FACTS_FILE}:${line}: field "plans.free.httpPerMinute": Expected number, received string`,
  );
});

test("an unknown field is refused, so a typo can't hide a fact", () => {
  expect(() => parseFacts(text.replace("delayMinutes: 15", "delayMinutes: 15\ndelayMinute: 15"))).toThrow(
    /content\/facts\.yaml:\d+: unknown field "delayMinute"/,
  );
});

test("resolveFacts turns a missing fact into an author error", () => {
  const facts = parseFacts(text);
  expect(resolveFacts("url: {{facts.hosts.api.baseUrl}}", facts, "s.yaml")).toBe(`url: ${facts.hosts.api.baseUrl}`);
  expect(() => resolveFacts("\n{{facts.hosts.apii.baseUrl}}", facts, "s.yaml")).toThrow(AuthorError);
  expect(() => resolveFacts("\n{{facts.hosts.apii.baseUrl}}", facts, "s.yaml")).toThrow(
    /s\.yaml:2: unknown fact "hosts\.apii\.baseUrl"\. Closest existing paths: "hosts\.api\.baseUrl"/,
  );
});
