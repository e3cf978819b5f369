import { css } from "@emotion/react";
import { SECONDARY_BUTTON, SECONDARY_BUTTON_HOVER, TEXT_CONTROL } from "../../../theme/form-controls";
import { color, wide } from "../../../theme/tokens";

// Before hydration the controls would do nothing, so they hold their place but stay invisible:
// without JavaScript the full table reads on its own, and with it the controls appear without a shift.
export const filters = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin: 0 0 0.75rem;
  html:not([data-hydrated="true"]) & {
    visibility: hidden;
  }
  label {
    display: block;
    margin-bottom: 0.2rem;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${color("textMuted")};
  }
  input,
  select {
    ${TEXT_CONTROL};
    height: 2.25rem;
    padding: 0 0.6rem;
  }
  input {
    width: 15rem;
    max-width: 100%;
  }
  input:hover,
  select:hover {
    border-color: ${color("textMuted")};
  }
`;

export const field = css`
  flex: 0 1 auto;
  min-width: 0;
`;

export const clear = css`
  ${SECONDARY_BUTTON};
  height: 2.25rem;
  padding: 0 0.8rem;
  font-size: 0.9375rem;
  &:hover {
    ${SECONDARY_BUTTON_HOVER};
    color: ${color("accent")};
  }
`;

export const status = css`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${color("textMuted")};
`;

/**
 * A sticky header cannot stick to the window from inside a box that scrolls sideways. Below the
 * wide layout, where tables may scroll sideways, the box is at most about a screen tall and scrolls
 * both ways, so the header sticks to the top of the box. From the wide layout (1200px) every table
 * fits its column (names and lists wrap), the box does not scroll, and the header sticks below the
 * navbar as the page scrolls. Printed, the whole table shows. A row or link reached with Tab
 * scrolls into view below the stuck header row, not under it (scroll-padding, scroll-margin).
 * Comments stay out of the CSS text, which ships to the browser as written.
 */
export const scroller = css`
  max-height: max(20rem, calc(100vh - var(--navbar-height) - 8rem));
  overflow: auto;
  scroll-padding-top: 2.75rem;
  margin: 0 0 1.25rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  &:focus-visible {
    outline-offset: 0;
  }
  ${wide} {
    max-height: none;
    overflow: visible;
  }
  @media print {
    max-height: none;
    overflow: visible;
  }
`;

export const table = css`
  width: 100%;
  margin: 0;
  th,
  td {
    white-space: nowrap;
  }
  td {
    padding-left: 0.6rem;
    padding-right: 0.6rem;
  }
  td.wrap {
    white-space: normal;
    min-width: 8rem;
  }
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    padding: 0;
    box-shadow: inset 0 -1px 0 ${color("border")};
    border-bottom: 0;
  }
  th:first-of-type {
    border-top-left-radius: 7px;
  }
  th:last-of-type {
    border-top-right-radius: 7px;
  }
  ${wide} {
    th {
      top: var(--navbar-height);
    }
    td a {
      scroll-margin-top: calc(var(--navbar-height) + 3.5rem);
    }
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:last-of-type td {
    border-bottom: 0;
  }
  td.symbol {
    font-family: var(--font-code);
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

export const sortButton = css`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  width: 100%;
  padding: 0.55rem 0.6rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: inherit;
  cursor: pointer;
  th.num & {
    justify-content: flex-end;
  }
  &:hover {
    color: ${color("accent")};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  svg {
    flex: none;
    opacity: 0.55;
  }
  th[aria-sort] & svg {
    opacity: 1;
  }
`;

export const empty = css`
  padding: 1.25rem 0.75rem;
  text-align: center;
  color: ${color("textMuted")};
  white-space: normal;
`;
