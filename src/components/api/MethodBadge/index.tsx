import { css } from "@emotion/react";

/**
 * Fixed method colours across the site and both colour modes. White text on each passes
 * WCAG AA (at least 4.5:1), so the badge reads the same everywhere.
 */
export const METHOD_COLOURS: Record<string, string> = {
  get: "#1a7f37",
  post: "#0a61b8",
  put: "#b35900",
  patch: "#0f766e",
  delete: "#cf222e",
};

const FALLBACK = "#57606a";

const badge = css`
  display: inline-block;
  flex: none;
  min-width: 3.1em;
  padding: 0.1em 0.4em;
  border-radius: 4px;
  color: #ffffff;
  font-family: var(--font-code);
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.5;
  letter-spacing: 0.03em;
  text-align: center;
  text-transform: uppercase;
  vertical-align: middle;
`;

/** Props of MethodBadge. */
export interface Props {
  /** HTTP method, any case. */
  method: string;
  /** Larger badge for page headers. */
  size?: "small" | "large";
}

/** An HTTP method as a coloured badge: GET green, POST blue, PUT orange, PATCH teal, DELETE red. */
export function MethodBadge({ method, size = "small" }: Props) {
  const lower = method.toLowerCase();
  return (
    <span
      css={[badge, size === "large" && { fontSize: "0.8125rem", padding: "0.2em 0.55em" }]}
      style={{ background: METHOD_COLOURS[lower] ?? FALLBACK }}
      className="method-badge"
      data-method={lower}
    >
      {lower === "delete" ? "DEL" : lower.toUpperCase()}
    </span>
  );
}
