import type { ReactNode } from "react";

/** Kinds of admonition. */
export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger";

const ICONS: Record<AdmonitionType, string> = {
  note: "M4 4h16v12H8l-4 4V4z",
  tip: "M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0012 3z",
  info: "M12 22a10 10 0 110-20 10 10 0 010 20zM12 11v6M12 7.5v.5",
  warning: "M12 3l10 18H2L12 3zM12 10v5M12 18v.5",
  danger: "M8 3h8l5 5v8l-5 5H8l-5-5V8l5-5zM12 8v5M12 16v.5",
};

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

/** Props of Admonition. */
export interface Props {
  type?: AdmonitionType;
  title?: string;
  children: ReactNode;
}

/** A callout: note, tip, info, warning or danger, with an icon and a coloured left border. */
export function Admonition({ type = "note", title, children }: Props) {
  const kind = type in ICONS ? type : "note";
  return (
    <aside aria-label={title ?? DEFAULT_TITLES[kind]} className={`admonition admonition--${kind}`}>
      <p className="admonition-title">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d={ICONS[kind]}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {title ?? DEFAULT_TITLES[kind]}
      </p>
      {children}
    </aside>
  );
}
