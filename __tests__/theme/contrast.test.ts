/** @jest-environment node */
import { AA, contrastRatio } from "../../src/lib/contrast";
import { dark, light, type Palette } from "../../src/theme/tokens";

const TEXT: (keyof Palette)[] = [
  "text",
  "textMuted",
  "accent",
  "accentHover",
  "codeText",
  "tokenComment",
  "tokenKeyword",
  "tokenString",
  "tokenNumber",
  "tokenFunction",
  "tokenProperty",
];
const BACKGROUNDS: (keyof Palette)[] = [
  "bg",
  "surface",
  "surfaceRaised",
  "codeBg",
  "codeHighlight",
  "accentSoft",
  "noteBg",
  "tipBg",
  "infoBg",
  "warningBg",
  "dangerBg",
];
/** Non-text parts that must stand out from the page: focus ring, admonition borders, the progress bar (accent). */
const UI: (keyof Palette)[] = [
  "focus",
  "accent",
  "noteBorder",
  "tipBorder",
  "infoBorder",
  "warningBorder",
  "dangerBorder",
];

describe.each([
  ["light", light],
  ["dark", dark],
])("%s palette meets WCAG AA", (_name, palette) => {
  test.each(TEXT.flatMap((text) => BACKGROUNDS.map((background) => [text, background])))(
    "%s on %s ≥ 4.5:1",
    (text, background) => {
      expect(contrastRatio(palette[text], palette[background])).toBeGreaterThanOrEqual(AA.text);
    },
  );

  test("text on the accent (buttons) ≥ 4.5:1", () => {
    expect(contrastRatio(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(AA.text);
    expect(contrastRatio(palette.onAccent, palette.accentHover)).toBeGreaterThanOrEqual(AA.text);
  });

  test.each(UI)("%s against the page ≥ 3:1", (token) => {
    expect(contrastRatio(palette[token], palette.bg)).toBeGreaterThanOrEqual(AA.ui);
    expect(contrastRatio(palette[token], palette.surface)).toBeGreaterThanOrEqual(AA.ui);
  });
});

describe("contrast ratio", () => {
  test("black on white is 21, a colour on itself is 1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0a61b8", "#0a61b8")).toBe(1);
  });

  test("rejects colours it cannot read", () => {
    expect(() => contrastRatio("red", "#ffffff")).toThrow('Expected a #rrggbb colour, got "red".');
  });
});
