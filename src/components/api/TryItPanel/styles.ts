import { css } from "@emotion/react";
import {
  PRIMARY_BUTTON,
  PRIMARY_BUTTON_HOVER,
  SECONDARY_BUTTON,
  SECONDARY_BUTTON_HOVER,
  TEXT_CONTROL,
} from "../../../theme/form-controls";
import { color } from "../../../theme/tokens";

export const panel = css`
  margin: 0 0 1.75rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  padding: 1rem 1.25rem 1.25rem;
  h2 {
    margin: 0;
    padding: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1rem;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    padding: 0;
    margin: 1rem 0 0.5rem;
  }
`;

export const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1.25rem;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Fields stacked in one column of the grid. */
export const stack = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** A checkbox with its label on one line, under the field it belongs to. */
export const checkbox = css`
  display: flex;
  align-items: center;
  gap: 0.4rem;
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label {
    font-weight: 600;
    font-size: 0.875rem;
  }
  input,
  select,
  textarea {
    ${TEXT_CONTROL};
    padding: 0.4rem 0.55rem;
    min-width: 0;
  }
  input[type="checkbox"] {
    width: auto;
  }
  textarea {
    font-family: var(--font-code);
    min-height: 9rem;
  }
  [aria-invalid="true"] {
    border-color: ${color("dangerBorder")};
    border-width: 2px;
  }
`;

export const hint = css`
  font-size: 0.8125rem;
  color: ${color("textMuted")};
  margin: 0;
`;

export const error = css`
  font-size: 0.8125rem;
  color: ${color("text")};
  border-left: 3px solid ${color("dangerBorder")};
  padding-left: 0.4rem;
  margin: 0;
`;

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-top: 0.75rem;
`;

export const primary = css`
  ${PRIMARY_BUTTON};
  padding: 0.45rem 1rem;
  &:hover {
    ${PRIMARY_BUTTON_HOVER};
  }
`;

export const secondary = css`
  ${SECONDARY_BUTTON};
  padding: 0.4rem 0.85rem;
  background: ${color("surfaceRaised")};
  &:hover {
    ${SECONDARY_BUTTON_HOVER};
  }
`;

export const summary = css`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${color("dangerBorder")};
  background: ${color("dangerBg")};
  border-radius: 6px;
  h3 {
    margin: 0 0 0.4rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${color("text")};
  }
`;

export const notice = (tone: "tip" | "warning" | "danger" | "info") => css`
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.9rem;
  border-left: 4px solid ${color(`${tone}Border`)};
  background: ${color(`${tone}Bg`)};
  border-radius: 6px;
`;

export const statusLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  font-size: 0.9375rem;
  margin: 0.5rem 0;
`;

export const statusBadge = (tone: "tip" | "warning" | "danger" | "info") => css`
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 4px;
  border: 2px solid ${color(`${tone}Border`)};
  background: ${color(`${tone}Bg`)};
  color: ${color("text")};
`;

export const headerTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    text-align: left;
    padding: 0.25rem 0.5rem;
    border-bottom: 1px solid ${color("border")};
    vertical-align: top;
  }
  td {
    font-family: var(--font-code);
    word-break: break-all;
  }
  tr[data-highlight] th,
  tr[data-highlight] td {
    background: ${color("warningBg")};
  }
`;
