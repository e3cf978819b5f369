import { css } from "@emotion/react";
import { color, wide } from "../../../theme/tokens";

/** Two panels from the wide breakpoint: explanation left, samples right and sticky. */
export const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  ${wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 460px);
    gap: 2.5rem;
  }
`;

export const samplesPanel = css`
  ${wide} {
    position: sticky;
    top: calc(var(--navbar-height) + 1rem);
    align-self: start;
    max-height: calc(100vh - var(--navbar-height) - 2rem);
    overflow-y: auto;
  }
  h2 { font-size: 1.125rem; margin: 0 0 0.5rem; padding: 0; }
  h2 + * { margin-top: 0; }
  section + section { margin-top: 1.5rem; }
`;

export const article = css`
  max-width: 1240px;
  margin: 0 auto;
`;

export const deprecatedNote = css`
  border-left: 4px solid ${color("warningBorder")};
  background: ${color("warningBg")};
  border-radius: 6px;
  padding: 0.75rem 1rem;
  margin: 0 0 1.25rem;
`;

export const security = css`
  margin: 0 0 1rem;
  padding-left: 1.25rem;
`;

export const description = css`
  margin-bottom: 1.5rem;
`;
