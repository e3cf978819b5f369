import { css } from "@emotion/react";
import { TEXT_CONTROL } from "../../theme/form-controls";
import { color } from "../../theme/tokens";

/**
 * The search box, in the dialog and on the search page. A module of its own: the search page
 * loads it at once, the dialog's other styles only when the dialog opens.
 */
export const searchInput = css`
  ${TEXT_CONTROL};
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 0.75rem;
  border: 2px solid ${color("accent")};
  border-radius: 8px;
  font-size: 1.0625rem;
  &:focus-visible {
    outline: 2px solid ${color("focus")};
    outline-offset: 2px;
  }
`;
