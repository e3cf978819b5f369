/** @jest-environment node */
import { dark, light, type Palette } from "../../src/theme/tokens";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

type Token = keyof Palette;
const TOKEN_TEXT: Token[] = [
  "codeText",
  "tokenComment",
  "tokenKeyword",
  "tokenString",
  "tokenNumber",
  "tokenFunction",
  "tokenProperty",
];

/**
 * Text and backgrounds the components combine. axe checks what the built pages show; this covers
 * every highlighting token, including those of languages no page uses yet.
 */
const TEXT_PAIRS: [Token[], Token[]][] = [
  [["text", "textMuted", "accent", "accentHover"], ["bg", "surface", "surfaceRaised"]],
  [["accent"], ["accentSoft"]],
  [["onAccent"], ["accent"]],
  [TOKEN_TEXT, ["codeBg", "codeHighlight"]],
  [["text", "accent"], ["noteBg", "tipBg", "infoBg", "warningBg", "dangerBg"]],
];

describe.each([
  ["light", light],
  ["dark", dark],
])("%s palette", (_mode, palette) => {
  const textCases = TEXT_PAIRS.flatMap(([texts, backgrounds]) => texts.flatMap((text) => backgrounds.map((bg) => [text, bg])));

  test.each(textCases)("%s on %s passes 4.5:1", (text, bg) => {
    expect(contrast(palette[text as Token], palette[bg as Token])).toBeGreaterThanOrEqual(4.5);
  });

  test.each(["bg", "surface", "codeBg"] as Token[])("the focus ring passes 3:1 on %s", (bg) => {
    expect(contrast(palette.focus, palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

test("the contrast formula matches WCAG's reference values", () => {
  expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
});
