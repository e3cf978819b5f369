import type { DiagramStyle } from "../lib/asyncapi/sequence-diagram";
import { CODE_FONT, TEXT_FONT } from "./global-css";
import { dark, light, type Palette } from "./tokens";

const style = (palette: Palette): DiagramStyle => ({
  surface: palette.surface,
  border: palette.border,
  text: palette.text,
  textMuted: palette.textMuted,
  accent: palette.accent,
  fontText: TEXT_FONT,
  fontCode: CODE_FONT,
});

/** Diagrams drawn at build time, in the palette of each colour mode. */
export const DIAGRAM_STYLES = { light: style(light), dark: style(dark) };
