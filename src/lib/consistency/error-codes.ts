/**
 * Error codes named next to an HTTP status, in prose, tables and samples, against the codes the
 * HTTP spec defines for that status and the situation the text describes: a used-up daily quota
 * is `429 quota_exceeded`, never `rate_limited`.
 */
import { isObject, type SpecObject } from "../openapi/document";
import { deref, specOperations } from "./spec-text";
import type { Unit } from "./units";

/** A situation with a code of its own, recognised by what the text says. */
export interface Situation {
  name: string;
  status: string;
  code: string;
  /** Words that show a text is about the situation. */
  pattern: RegExp;
  /**
   * A text that mentions the situation must name its code even when it also mentions another
   * one: true for the situation a shared code is wrongly used for.
   */
  alwaysNamed: boolean;
}

/** The situations the spec tells apart by code within one status. */
export const SITUATIONS: readonly Situation[] = [
  {
    name: "a used-up daily quota",
    status: "429",
    code: "quota_exceeded",
    pattern: /\bdaily (?:quota|limit|cap)\b|\bper day\b|\ba day\b|\bdaily request\b|00:00 UTC/i,
    alwaysNamed: true,
  },
  {
    name: "the per-minute limit",
    status: "429",
    code: "rate_limited",
    pattern: /\bper[- ]minute\b|\ba minute\b|\bone-minute\b/i,
    alwaysNamed: false,
  },
];

/** `5xx` for any server error status, the status itself otherwise. */
export const statusClass = (status: string) => (/^5\d\d$/.test(status) ? "5xx" : status);

/** The error codes of each status, from the examples of the responses the operations return. */
export function errorCodesByStatus(root: SpecObject): Map<string, Set<string>> {
  const codes = new Map<string, Set<string>>();
  const add = (status: string, code: unknown) => {
    if (typeof code !== "string") return;
    const key = statusClass(status);
    codes.set(key, (codes.get(key) ?? new Set()).add(code));
  };
  for (const { operation } of specOperations(root)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
      if (!/^[45]\d\d$/.test(status)) continue;
      const response = deref(root, raw);
      const media = isObject(response) && isObject(response.content) ? response.content["application/json"] : undefined;
      if (!isObject(media)) continue;
      const values = [
        media.example,
        ...(isObject(media.examples)
          ? Object.values(media.examples).map((item) => (isObject(item) ? item.value : undefined))
          : []),
      ];
      for (const value of values) if (isObject(value) && isObject(value.error)) add(status, value.error.code);
    }
  }
  return codes;
}

/** A status named with the codes that go with it. */
export interface CodeMention {
  status: string;
  codes: string[];
}

const STATUS = String.raw`\b([1-5]\d\d|5xx)\b`;

/**
 * The statuses a text names with codes: "`429 rate_limited`", "`403` with the code
 * `plan_restricted`", table rows "| 401 | `missing_api_key`, `invalid_api_key` |", and an HTTP
 * response's status line with the `code` of its body. Only names in `known` count as codes.
 */
export function codeMentions(text: string, known: ReadonlySet<string>): CodeMention[] {
  const mentions: CodeMention[] = [];
  const statusLine = /^HTTP\/[\d.]+ (\d{3})\b/m.exec(text);
  if (statusLine) {
    const codes = [...text.matchAll(/"code"\s*:\s*"([a-z_]+)"/g)]
      .map((match) => match[1])
      .filter((code) => known.has(code));
    if (codes.length) mentions.push({ status: statusLine[1], codes });
    return mentions;
  }
  const pattern = new RegExp(
    String.raw`\`?${STATUS}\`?(?:[^\`.;:!?()]{0,40}?)((?:\`[a-z][a-z0-9_]*\`(?:\s*(?:,|or|and|,\s*or|,\s*and)\s*)?)+)`,
    "g",
  );
  for (const match of text.matchAll(pattern)) {
    const codes = [...match[2].matchAll(/`([a-z][a-z0-9_]*)`/g)]
      .map((code) => code[1])
      .filter((code) => known.has(code));
    if (codes.length) mentions.push({ status: match[1], codes });
  }
  // "`429 rate_limited`": status and code in one span of code.
  for (const match of text.matchAll(/`([1-5]\d\d|5xx) ([a-z][a-z0-9_]*)`/g)) {
    if (known.has(match[2])) mentions.push({ status: match[1], codes: [match[2]] });
  }
  return mentions;
}

/** What is wrong with the codes one unit names: codes of another status, or the wrong code for its situation. */
export function errorCodeProblems(unit: Unit, codes: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const known = new Set([...codes.values()].flatMap((set) => [...set]));
  const text = unit.kind === "code" ? `${unit.title ?? ""}\n${unit.value}` : unit.text;
  const mentions = codeMentions(text, known);
  const problems: string[] = [];
  for (const { status, codes: named } of mentions) {
    const allowed = codes.get(statusClass(status)) ?? new Set<string>();
    for (const code of named) {
      if (!allowed.has(code))
        problems.push(
          `\`${code}\` is named with status ${status}, but the spec's ${status} responses have ${[...allowed].map((item) => `\`${item}\``).join(", ") || "no codes"}`,
        );
    }
  }
  // Code blocks show one response: their situation is the one their own body names.
  if (unit.kind === "code") return problems;
  const described = SITUATIONS.filter((situation) => situation.pattern.test(text));
  for (const situation of described) {
    const named = mentions.filter((mention) => mention.status === situation.status).flatMap((mention) => mention.codes);
    // A text about several situations that names another one's code is about that one.
    const another = described.some((other) => other !== situation && named.includes(other.code));
    if (named.length && !named.includes(situation.code) && (situation.alwaysNamed || !another))
      problems.push(
        `the text is about ${situation.name}, which the spec answers with \`${situation.status} ${situation.code}\`, but it names ${named.map((code) => `\`${code}\``).join(", ")}`,
      );
  }
  return problems;
}
