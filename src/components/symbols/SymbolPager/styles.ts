import { css } from "@emotion/react";
import { color } from "../../../theme/tokens";

export const pager = css`
  margin: 0 0 1.5rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.25rem;
    height: 2.25rem;
    padding: 0 0.6rem;
    border-radius: 6px;
    font-variant-numeric: tabular-nums;
  }
  a {
    border: 1px solid ${color("border")};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color("accent")};
  }
  a[aria-current="page"] {
    border-color: ${color("accent")};
    background: ${color("accent")};
    color: ${color("onAccent")};
    font-weight: 600;
  }
  span {
    color: ${color("textMuted")};
  }
`;
