import { dark, layout, light, paletteVariables } from "./tokens";

const TEXT_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const CODE_FONT = 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

/**
 * The site-wide stylesheet, built from the tokens at render time and inlined into every page's
 * head, so base styles cost no client JavaScript and apply before first paint.
 */
export function globalCss(): string {
  return `
:root{${paletteVariables(light)}color-scheme:light;--font-text:${TEXT_FONT};--font-code:${CODE_FONT};--navbar-height:${layout.navbarHeight}px}
:root[data-theme="dark"]{${paletteVariables(dark)}color-scheme:dark}
@media (prefers-color-scheme: dark){:root:not([data-theme]){${paletteVariables(dark)}color-scheme:dark}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:calc(var(--navbar-height) + 16px)}
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font-text);font-size:16px;line-height:1.65;-webkit-font-smoothing:antialiased}
a{color:var(--accent);text-underline-offset:2px}
a:hover{color:var(--accent-hover)}
:focus-visible{outline:2px solid var(--focus);outline-offset:2px;border-radius:4px}
h1,h2,h3,h4{line-height:1.25;font-weight:700;letter-spacing:-0.01em;margin:2rem 0 0.75rem}
h1{font-size:2.25rem;margin-top:0.5rem}
h2{font-size:1.625rem;padding-top:0.5rem}
h3{font-size:1.3125rem}
h4{font-size:1.0625rem}
p,ul,ol,table,pre{margin:0 0 1.25rem}
li+li{margin-top:0.25rem}
hr{border:0;border-top:1px solid var(--border);margin:2rem 0}
img{max-width:100%;height:auto}
code{font-family:var(--font-code);font-size:0.875em;background:var(--code-bg);border:1px solid var(--border);border-radius:4px;padding:0.1em 0.35em}
pre code{border:0;padding:0;background:none;font-size:0.875rem}
table{border-collapse:collapse;font-size:0.9375rem}
th,td{border-bottom:1px solid var(--border);padding:0.55rem 0.75rem;text-align:left;vertical-align:top}
th,thead td{background:var(--surface);font-weight:600}
tbody tr:nth-of-type(even){background:var(--surface)}
blockquote{margin:0 0 1.25rem;padding:0.25rem 1rem;border-left:4px solid var(--border);color:var(--text-muted)}
pre>code{display:block;width:max-content;min-width:100%;padding:0 1rem}
.code-line{display:block;margin:0 -1rem;padding:0 1rem}
.code-line--highlighted{background:var(--code-highlight)}
.tc{color:var(--token-comment);font-style:italic}
.tk{color:var(--token-keyword)}
.ts{color:var(--token-string)}
.tn{color:var(--token-number)}
.tf{color:var(--token-function)}
.tp{color:var(--token-property)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
@media print{nav,aside,footer,.no-print{display:none!important}}
`.trim();
}

/** Storage key of the reader's colour mode choice. */
export const COLOUR_MODE_STORAGE_KEY = "theme";

/**
 * Runs before first paint: applies a remembered colour mode so the page never flashes the
 * other one. Without a remembered choice the stylesheet follows the operating system.
 */
export function colourModeScript(policy: "switchable" | "dark-only"): string {
  if (policy === "dark-only") return `document.documentElement.setAttribute("data-theme","dark");`;
  return `try{var t=localStorage.getItem(${JSON.stringify(COLOUR_MODE_STORAGE_KEY)});if(t==="dark"||t==="light")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
}
