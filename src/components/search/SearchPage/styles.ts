import { css } from "@emotion/react";
import { PRIMARY_BUTTON, PRIMARY_BUTTON_HOVER } from "../../../theme/form-controls";
import { color } from "../../../theme/tokens";
import { searchInput } from "../search-input";

export const form = css`
  display: flex;
  gap: 0.5rem;
  margin: 1.5rem 0 1rem;
  input {
    ${searchInput}
  }
  button {
    ${PRIMARY_BUTTON};
    height: 44px;
    padding: 0 1rem;
    border: 0;
    border-radius: 8px;
  }
  button:hover {
    ${PRIMARY_BUTTON_HOVER};
  }
`;

export const count = css`
  min-height: 1.5em;
  color: ${color("textMuted")};
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    margin-bottom: 0.5rem;
  }
`;

export const pages = css`
  margin-top: 1.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    height: 40px;
    padding: 0 0.5rem;
    border: 1px solid ${color("border")};
    border-radius: 8px;
    text-decoration: none;
  }
  a[aria-current="page"] {
    background: ${color("accent")};
    border-color: ${color("accent")};
    color: ${color("onAccent")};
  }
`;
