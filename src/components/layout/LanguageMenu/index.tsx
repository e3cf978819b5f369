import { css } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { siteConfig } from "../../../../site.config";
import { color } from "../../../theme/tokens";
import { SiteLink } from "../SiteLink";

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
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9.1" />
          <path d="M3 12h18M12 2.9c2.4 2.5 3.6 5.5 3.6 9.1s-1.2 6.6-3.6 9.1M12 2.9C9.6 5.4 8.4 8.4 8.4 12s1.2 6.6 3.6 9.1" />
        </svg>
        <span className="visually-hidden">Language: </span>
        {siteConfig.locale.label}
      </button>
      {open && (
        <ul id="language-menu" css={menu}>
          {LOCALES.map((locale) => (
            <li key={locale.code}>
              <SiteLink href={route} plain lang={locale.code} aria-current="true" onClick={() => setOpen(false)}>
                {locale.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
