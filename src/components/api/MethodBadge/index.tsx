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
      style={{ background: METHOD_COLOURS[lower] ?? FALLBACK }}
      className={size === "large" ? "method-badge method-badge-large" : "method-badge"}
      data-method={lower}
    >
      {lower === "delete" ? "DEL" : lower.toUpperCase()}
    </span>
  );
}
