/**
 * The request rules of the local server written as nginx maps, for the generated config: the
 * request targets it refuses (request-target.ts) and its Markdown negotiation
 * (markdown-negotiation.ts).
 */
import { MAX_TARGET_LENGTH } from "./request-target.ts";
import { regex } from "./nginx-syntax.ts";

/**
 * The request targets the local server refuses, as a map from the raw target to the status to
 * answer, or "" for a target it accepts. It reads `$request_uri`, the target as sent, because
 * nginx's `$uri` has escapes decoded and dot segments resolved. The first matching line wins; the
 * last accepts a path (up to the `?`) of well-formed percent-encoded UTF-8, as decodeURIComponent
 * does (no overlong forms, no surrogates, nothing above U+10FFFF), so any other path falls through
 * to the default, 400.
 */
export function refusedTargetMap(): string[] {
  const hex = "[0-9a-f]";
  const continuation = `%[89ab]${hex}`;
  const utf8Escape = [
    `%[0-7]${hex}`,
    `%(?:c[2-9a-f]|d${hex})${continuation}`,
    `%e0%[ab]${hex}${continuation}`,
    `%e[1-9a-cef](?:${continuation}){2}`,
    `%ed%[89]${hex}${continuation}`,
    `%f0%(?:9|[ab])${hex}(?:${continuation}){2}`,
    `%f[1-3](?:${continuation}){3}`,
    `%f4%8${hex}(?:${continuation}){2}`,
  ].join("|");
  return [
    "# Request targets the local server refuses (packages/site-server/lib/request-target.ts), read as the client sent them.",
    "map $request_uri $tw_refused {",
    "    default 400;",
    `    ${regex(`~^.{${MAX_TARGET_LENGTH + 1}}`)} 414;`,
    "    # Bytes a request target never carries as they are.",
    `    ${regex("~[^\\x21-\\x7e]|#")} 400;`,
    "    # Encoded slashes and backslashes, backslashes (\\x5c) and control characters in the path.",
    `    ${regex("~*^[^?]*(?:%2f|%5c|\\x5c|%[01][0-9a-f]|%7f)")} 400;`,
    "    # `.` and `..` segments, encoded or not.",
    `    ${regex("~*^[^?]*/(?:\\.|%2e){1,2}(?:[/?]|$)")} 400;`,
    "    # A path of well-formed percent-encoded UTF-8.",
    `    ${regex(`~*^(?:[^%?]|${utf8Escape})*+(?:\\?|$)`)} "";`,
    "}",
  ];
}

/**
 * Markdown negotiation as nginx maps: the quality the Accept header gives text/markdown and
 * text/html (the most specific range: text/html, then text/*, then *∕*), each normalised to four
 * digits (0.9 → 0900, 1 → 1000), then compared digit by digit with a back-reference. Markdown
 * wins only when its quality is higher, as `prefersMarkdown` says; a tie serves HTML. Sets
 * `$tw_markdown_suffix` to ".md" when Markdown wins.
 */
export function negotiationMaps(): string[] {
  const qOf = (range: string) => [
    `    "~*(?:^|,)\\s*${range}\\s*(?:;[^,]*?)?;\\s*q=([^,;]*)" $1;`,
    `    "~*(?:^|,)\\s*${range}\\s*(?:[;,]|$)" 1;`,
  ];
  const normalise = (from: string, to: string) => [
    `map $${from} $${to} {`,
    "    default 0000;",
    '    "~^\\s*1(?:\\.0{0,3})?\\s*$" 1000;',
    '    "~^\\s*0?\\.(\\d)\\s*$" 0$100;',
    '    "~^\\s*0?\\.(\\d)(\\d)\\s*$" 0$1$20;',
    '    "~^\\s*0?\\.(\\d)(\\d)(\\d)\\d*\\s*$" 0$1$2$3;',
    "}",
  ];
  const greater = Array.from({ length: 9 }, (_, index) => `${index + 1}\\d*:\\1[0-${index}]`).join("|");
  return [
    "# Markdown negotiation (packages/site-server/lib/markdown-negotiation.ts): the quality of text/markdown and of",
    "# text/html (most specific range first), as four digits, compared digit by digit.",
    "map $http_accept $tw_markdown_q_raw {",
    '    default "";',
    ...qOf("text/markdown"),
    "}",
    "map $http_accept $tw_html_q_raw {",
    '    default "";',
    ...qOf("text/html"),
    ...qOf("text/\\*"),
    ...qOf("\\*/\\*"),
    "}",
    ...normalise("tw_markdown_q_raw", "tw_markdown_q"),
    ...normalise("tw_html_q_raw", "tw_html_q"),
    "# Markdown when its quality is the higher one: the first digit that differs is larger.",
    'map "$tw_markdown_q:$tw_html_q" $tw_markdown_suffix {',
    '    default "";',
    `    "~^(\\d*)(?:${greater})" .md;`,
    "}",
  ];
}
