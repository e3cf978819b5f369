import { useEffect, useRef, useState } from "react";
import { siteConfig } from "../../../../site.config";
import { SiteLink } from "../SiteLink";

/** Languages the site is published in. English is the only configured locale. */
const LOCALES = [{ code: siteConfig.locale.htmlLang, label: siteConfig.locale.label }];

/**
 * A dropdown of the site's languages; closes on Escape or a click elsewhere. It is on every page, so
 * its styles are in the global stylesheet (`.language-*`), where they cost no script.
 */
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
    <div ref={root} className="language">
      <button
        ref={toggle}
        type="button"
        className="language-button"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9.1" />
          <path d="M3 12h18M12 2.9c2.4 2.5 3.6 5.5 3.6 9.1s-1.2 6.6-3.6 9.1M12 2.9C9.6 5.4 8.4 8.4 8.4 12s1.2 6.6 3.6 9.1" />
        </svg>
        <span className="visually-hidden">Language: </span>
        {siteConfig.locale.label}
      </button>
      {open && (
        <ul id="language-menu" className="language-menu">
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
