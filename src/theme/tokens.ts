/**
 * Design tokens. Colours exist once per mode and become CSS variables, so switching the mode
 * changes one attribute on <html> and re-renders nothing.
 */

/** A colour palette for one mode. Every text colour passes 4.5:1 on the backgrounds it is used on (__tests__/theme/contrast.test.ts). */
export interface Palette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  text: string;
  textMuted: string;
  accent: string;
  accentHover: string;
  accentSoft: string;
  onAccent: string;
  focus: string;
  codeBg: string;
  codeText: string;
  codeHighlight: string;
  tokenComment: string;
  tokenKeyword: string;
  tokenString: string;
  tokenNumber: string;
  tokenFunction: string;
  tokenProperty: string;
  noteBorder: string;
  tipBorder: string;
  infoBorder: string;
  warningBorder: string;
  dangerBorder: string;
  noteBg: string;
  tipBg: string;
  infoBg: string;
  warningBg: string;
  dangerBg: string;
}

/** Light mode. */
export const light: Palette = {
  bg: "#ffffff",
  surface: "#f6f8fa",
  surfaceRaised: "#ffffff",
  border: "#d5dbe1",
  text: "#1b2330",
  textMuted: "#55606e",
  accent: "#0a61b8",
  accentHover: "#084d92",
  accentSoft: "#e8f1fb",
  onAccent: "#ffffff",
  focus: "#0a61b8",
  codeBg: "#f5f7f9",
  codeText: "#24292f",
  codeHighlight: "#fff4c2",
  tokenComment: "#5c6670",
  tokenKeyword: "#b3186a",
  tokenString: "#0b6b3a",
  tokenNumber: "#0550ae",
  tokenFunction: "#7341c2",
  tokenProperty: "#0550ae",
  noteBorder: "#6e7781",
  tipBorder: "#1a7f37",
  infoBorder: "#0969da",
  warningBorder: "#b35900",
  dangerBorder: "#cf222e",
  noteBg: "#f6f8fa",
  tipBg: "#eefbf1",
  infoBg: "#eef6ff",
  warningBg: "#fff8e6",
  dangerBg: "#fff0f0",
};

/** Dark mode: dark grey surfaces and a desaturated accent, designed rather than inverted. */
export const dark: Palette = {
  bg: "#15181d",
  surface: "#1c2027",
  surfaceRaised: "#222731",
  border: "#343b47",
  text: "#e4e8ee",
  textMuted: "#a3adba",
  accent: "#78b4f0",
  accentHover: "#a3cdf6",
  accentSoft: "#1f2f44",
  onAccent: "#0e1b2b",
  focus: "#78b4f0",
  codeBg: "#1c2027",
  codeText: "#dce2ea",
  codeHighlight: "#332d1b",
  tokenComment: "#96a0ae",
  tokenKeyword: "#f08fc0",
  tokenString: "#8fd19e",
  tokenNumber: "#79c0ff",
  tokenFunction: "#d2a8ff",
  tokenProperty: "#79c0ff",
  noteBorder: "#8b949e",
  tipBorder: "#3fb950",
  infoBorder: "#58a6ff",
  warningBorder: "#d29922",
  dangerBorder: "#f85149",
  noteBg: "#1c2027",
  tipBg: "#16261c",
  infoBg: "#162338",
  warningBg: "#2b2313",
  dangerBg: "#2e1719",
};

/** Sizes that do not change with the mode. */
export const layout = {
  breakpointDesktop: 996,
  breakpointToc: 1200,
  navbarHeight: 60,
  sidebarWidth: 280,
  tocWidth: 220,
  contentMaxWidth: 780,
  gutter: 16,
} as const;

/** Media condition of the desktop layout, for window.matchMedia. */
export const desktopQuery = `(min-width: ${layout.breakpointDesktop}px)`;
/** Media query for the desktop layout. */
export const desktop = `@media ${desktopQuery}`;
/** Media condition of the layout with a table of contents column, for window.matchMedia. */
export const wideQuery = `(min-width: ${layout.breakpointToc}px)`;
/** Media query for the layout with a table of contents column. */
export const wide = `@media ${wideQuery}`;

/** `accentSoft` → `--accent-soft`. */
export function cssVariableName(token: string): string {
  return `--${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** CSS declarations setting every token of a palette as a variable. */
export function paletteVariables(palette: Palette): string {
  return Object.entries(palette)
    .map(([token, value]) => `${cssVariableName(token)}:${value};`)
    .join("");
}

/** `var(--token)` for a palette token. */
export const color = (token: keyof Palette): string => `var(${cssVariableName(token)})`;
