import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${color("border")};
  li + li { margin-top: 0; }
`;

export const property = css`
  padding: 0.65rem 0;
  border-bottom: 1px solid ${color("border")};
  p { margin: 0.25rem 0 0; }
  p + p { margin-top: 0.5rem; }
`;

export const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.6rem;
  font-size: 0.9375rem;
`;

export const name = css`
  font-family: var(--font-code);
  font-weight: 600;
  font-size: 0.9375rem;
  word-break: break-word;
`;

export const type = css`
  color: ${color("textMuted")};
  font-size: 0.875rem;
`;

export const required = css`
  color: ${color("dangerBorder")};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const flag = css`
  color: ${color("textMuted")};
  font-size: 0.75rem;
  border: 1px solid ${color("border")};
  border-radius: 999px;
  padding: 0 0.45rem;
`;

export const description = css`
  color: ${color("text")};
  font-size: 0.9375rem;
  margin-top: 0.2rem;
`;

export const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin-top: 0.35rem;
  font-size: 0.8125rem;
  color: ${color("textMuted")};
  code { font-size: 0.8125rem; }
`;

export const nested = css`
  margin-top: 0.5rem;
  > summary {
    cursor: pointer;
    width: fit-content;
    padding: 0.15rem 0.55rem;
    border: 1px solid ${color("border")};
    border-radius: 999px;
    font-size: 0.8125rem;
    color: ${color("text")};
    &:hover { border-color: ${color("accent")}; color: ${color("accent")}; }
  }
  > div { margin: 0.5rem 0 0 0.35rem; padding-left: 0.85rem; border-left: 2px solid ${color("border")}; }
`;

export const variantLabel = css`
  font-size: 0.875rem;
  font-weight: 600;
  margin: 0.75rem 0 0.25rem;
`;
