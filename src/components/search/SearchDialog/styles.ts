import { css } from "@emotion/react";
import { SECONDARY_BUTTON, SECONDARY_BUTTON_HOVER } from "../../../theme/form-controls";
import { color } from "../../../theme/tokens";
import { searchInput } from "../search-input";

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgb(0 0 0 / 0.45);
`;

export const dialog = css`
  position: fixed;
  z-index: 51;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${color("bg")};
  @media (min-width: 700px) {
    inset: 8vh auto auto 50%;
    transform: translateX(-50%);
    width: min(640px, calc(100vw - 2rem));
    max-height: 84vh;
    border: 1px solid ${color("border")};
    border-radius: 12px;
    box-shadow: 0 16px 48px rgb(0 0 0 / 0.3);
  }
`;

export const form = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
  border-bottom: 1px solid ${color("border")};
  svg {
    flex: none;
    color: ${color("textMuted")};
  }
  input {
    ${searchInput}
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

export const textButton = css`
  ${SECONDARY_BUTTON};
  flex: none;
  min-height: 40px;
  padding: 0 0.75rem;
  border-radius: 8px;
  font-size: 0.875rem;
  &:hover {
    ${SECONDARY_BUTTON_HOVER};
  }
`;

export const body = css`
  flex: 1;
  overflow-y: auto;
  padding: 0.5rem 0.75rem 1rem;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${color("focus")};
    outline-offset: -2px;
  }
`;

export const groupTitle = css`
  margin: 0.75rem 0.25rem 0.375rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${color("textMuted")};
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const option = css`
  display: block;
  margin: 0 0 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  color: ${color("text")};
  text-decoration: none;
  cursor: pointer;
  &[aria-selected="true"] {
    border-color: ${color("accent")};
    background: ${color("accentSoft")};
    box-shadow: inset 3px 0 0 ${color("accent")};
  }
  mark {
    background: none;
    color: ${color("accent")};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

export const optionTitle = css`
  display: block;
  font-weight: 600;
`;

export const optionPath = css`
  display: block;
  font-size: 0.8125rem;
  color: ${color("textMuted")};
`;

export const optionText = css`
  display: block;
  margin-top: 0.125rem;
  font-size: 0.875rem;
  color: ${color("textMuted")};
  line-height: 1.5;
`;

export const savedRow = css`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  margin-bottom: 0.25rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  background: ${color("surface")};
  a {
    flex: 1;
    min-width: 0;
    padding: 0.5rem 0.75rem;
    color: ${color("text")};
    text-decoration: none;
    border-radius: 8px;
  }
  a:hover {
    color: ${color("accent")};
  }
  button {
    flex: none;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${color("textMuted")};
    cursor: pointer;
  }
  button:hover {
    color: ${color("text")};
    background: ${color("bg")};
  }
`;

export const message = css`
  padding: 2rem 1rem;
  text-align: center;
  color: ${color("textMuted")};
  p {
    margin: 0.5rem 0;
  }
  strong {
    color: ${color("text")};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0.75rem 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
  }
`;

export const seeAll = css`
  display: block;
  margin-top: 0.75rem;
  padding: 0.5rem;
  text-align: center;
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  padding: 0.625rem 1rem;
  border-top: 1px solid ${color("border")};
  font-size: 0.8125rem;
  color: ${color("textMuted")};
  list-style: none;
  margin: 0;
  kbd {
    display: inline-block;
    min-width: 1.5em;
    margin-right: 0.25rem;
    padding: 0 0.3rem;
    border: 1px solid ${color("border")};
    border-radius: 4px;
    font-family: var(--font-code);
    font-size: 0.75rem;
    text-align: center;
    color: ${color("text")};
  }
`;

export const spinner = css`
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid ${color("border")};
  border-top-color: ${color("accent")};
  border-radius: 50%;
  animation: search-spin 0.8s linear infinite;
  @keyframes search-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
