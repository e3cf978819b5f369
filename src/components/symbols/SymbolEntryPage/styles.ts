import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";

/** Facts as a two-column grid of label and value; stacked on phones. */
export const facts = css`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: 0;
  margin: 0 0 1.5rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  overflow: hidden;
  dt,
  dd {
    margin: 0;
    padding: 0.55rem 0.9rem;
    border-bottom: 1px solid ${color("border")};
  }
  dt {
    background: ${color("surface")};
    font-weight: 600;
    font-size: 0.9375rem;
  }
  dd {
    overflow-wrap: anywhere;
  }
  dt:nth-last-of-type(1),
  dd:nth-last-of-type(1) {
    border-bottom: 0;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dt {
      border-bottom: 0;
      padding-bottom: 0.15rem;
    }
    dd {
      padding-top: 0.15rem;
    }
  }
`;

export const endpoints = css`
  list-style: none;
  padding: 0;
  margin: 0 0 1.5rem;
  border: 1px solid ${color("border")};
  border-radius: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem 0.75rem;
    padding: 0.6rem 0.9rem;
    margin: 0;
  }
  li + li {
    border-top: 1px solid ${color("border")};
  }
  a {
    font-weight: 600;
  }
  code {
    overflow-wrap: anywhere;
  }
`;
