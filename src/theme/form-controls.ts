/**
 * The look every form control shares, as CSS declarations: text inputs, selects and textareas,
 * and the filled (primary) and outlined (secondary) buttons. Plain text so that both the Emotion
 * styles of the interactive components (Try it, search, symbol filters) and the global stylesheet
 * use the same declarations; each place adds only its size and spacing.
 */
import { color } from "./tokens";

/** Inputs, selects and textareas. */
export const TEXT_CONTROL = [
  `border:1px solid ${color("border")}`,
  "border-radius:6px",
  `background:${color("bg")}`,
  `color:${color("text")}`,
  "font:inherit",
  "font-size:0.9375rem",
].join(";");

/** The filled button of a form's main action. */
export const PRIMARY_BUTTON = [
  `border:1px solid ${color("accent")}`,
  "border-radius:6px",
  `background:${color("accent")}`,
  `color:${color("onAccent")}`,
  "font:inherit",
  "font-weight:600",
  "cursor:pointer",
].join(";");

/** PRIMARY_BUTTON under the pointer. */
export const PRIMARY_BUTTON_HOVER = `background:${color("accentHover")};border-color:${color("accentHover")}`;

/** The outlined button of a secondary action. */
export const SECONDARY_BUTTON = [
  `border:1px solid ${color("border")}`,
  "border-radius:6px",
  `background:${color("surface")}`,
  `color:${color("text")}`,
  "font:inherit",
  "cursor:pointer",
].join(";");

/** SECONDARY_BUTTON under the pointer. */
export const SECONDARY_BUTTON_HOVER = `border-color:${color("accent")}`;
