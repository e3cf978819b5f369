import { css } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { siteConfig } from "../../../../site.config";
import { color } from "../../../theme/tokens";

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.4rem 0.6rem;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${color("text")};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  &:hover { background: ${color("surface")}; }
`;

const menu = css`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  min-width: 10rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
  border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  a { display: block; padding: 0.4rem 0.6rem; border-radius: 4px; color: ${color("text")}; text-decoration: none; }
  a:hover, a:focus-visible { background: ${color("surface")}; }
  a[aria-current="true"] { color: ${color("accent")}; font-weight: 600; }
`;

/** Languages the site is published in. English is the only configured locale. */
const LOCALES = [{ code: siteConfig.locale.htmlLang, label: siteConfig.locale.label }];

/** A dropdown of the site's languages; closes on Escape or a click elsewhere. */
export function LanguageMenu({ route }: { route: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} css={{ position: "relative" }}>
      <button
        ref={toggle}
        type="button"
        css={button}
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.95a15.7 15.7 0 00-1.38-3.56A8.03 8.03 0 0118.9 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 010-4h3.38a16.5 16.5 0 000 4H4.26zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 015.08 16zm2.95-8H5.08a7.99 7.99 0 014.33-3.56A15.7 15.7 0 008.03 8zM12 19.96A14.1 14.1 0 0110.09 16h3.82A14.1 14.1 0 0112 19.96zM14.34 14H9.66a14.7 14.7 0 010-4h4.68a14.7 14.7 0 010 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 01-4.33 3.56zM16.36 14a16.5 16.5 0 000-4h3.38a8.2 8.2 0 010 4h-3.38z"
          />
        </svg>
        <span className="visually-hidden">Language: </span>
        {siteConfig.locale.label}
      </button>
      {open && (
        <ul id="language-menu" css={menu}>
          {LOCALES.map((locale) => (
            <li key={locale.code}>
              <a href={route} lang={locale.code} aria-current="true" onClick={() => setOpen(false)}>
                {locale.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
