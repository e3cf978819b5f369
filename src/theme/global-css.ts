import type { ColourModePolicy } from "../lib/chrome/colour-mode";
import { dark, layout, light, paletteVariables } from "./tokens";

/** Font stacks of body text and code. */
export const TEXT_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const CODE_FONT = 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

/**
 * Palette rules. Switchable: light by default, dark when chosen (`data-theme`) or, without a
 * choice, when the OS prefers it. Forced dark: the dark palette only, so the page is dark even
 * before (or without) the pre-paint script.
 */
function paletteCss(policy: ColourModePolicy): string {
  const darkVariables = `${paletteVariables(dark)}color-scheme:dark`;
  // Pages print in light mode to save ink, in both policies; :root:root outranks the dark rules.
  const print = `@media print{:root:root{${paletteVariables(light)}color-scheme:light}}`;
  if (policy === "dark-only") return [`:root{${darkVariables};${BASE_VARIABLES}}`, print].join("\n");
  return [
    `:root{${paletteVariables(light)}color-scheme:light;${BASE_VARIABLES}}`,
    `:root[data-theme="dark"]{${darkVariables}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme]){${darkVariables}}}`,
    // Parts of the colour-mode toggle that only apply to one mode, following the same rules.
    `:root[data-theme="light"] .when-dark-mode,:root[data-theme="dark"] .when-light-mode{display:none}`,
    `@media (prefers-color-scheme: light){:root:not([data-theme]) .when-dark-mode{display:none}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme]) .when-light-mode{display:none}}`,
    print,
  ].join("\n");
}

const BASE_VARIABLES = `--font-text:${TEXT_FONT};--font-code:${CODE_FONT};--navbar-height:${layout.navbarHeight}px`;

/** The route-change progress bar (nprogress's markup), in the accent colour of the current mode. */
const PROGRESS_BAR_CSS = `#nprogress{pointer-events:none}
#nprogress .bar{background:var(--accent);position:fixed;z-index:1031;top:0;left:0;width:100%;height:3px}
#nprogress .peg{display:block;position:absolute;right:0;width:100px;height:100%;box-shadow:0 0 10px var(--accent),0 0 5px var(--accent);opacity:1;transform:rotate(3deg) translate(0,-4px)}`;

/**
 * The site-wide stylesheet, built from the tokens at render time and inlined into every page's
 * head, so base styles cost no client JavaScript and apply before first paint.
 */
export function globalCss(policy: ColourModePolicy = "switchable"): string {
  return `
${paletteCss(policy)}
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
.operation{max-width:1240px;margin:0 auto}
.operation-columns{display:grid;grid-template-columns:minmax(0,1fr);gap:2rem}
.operation-samples h2{font-size:1.125rem;margin:0 0 0.5rem;padding:0}
.operation-samples h2+*{margin-top:0}
.operation-samples section+section{margin-top:1.5rem}
@media (min-width: ${layout.breakpointToc}px){.operation-columns{grid-template-columns:minmax(0,1fr) minmax(0,460px);gap:2.5rem}.operation-samples{position:sticky;top:calc(var(--navbar-height) + 1rem);align-self:start;max-height:calc(100vh - var(--navbar-height) - 2rem);overflow-y:auto}}
.operation-deprecated{border-left:4px solid var(--warning-border);background:var(--warning-bg);border-radius:6px;padding:0.75rem 1rem;margin:0 0 1.25rem}
.operation-security{margin:0 0 1rem;padding-left:1.25rem}
.operation-description{margin-bottom:1.5rem}
.try-it-button{display:inline-flex;align-items:center;gap:0.4rem;margin:0 0 1.25rem;padding:0.45rem 0.9rem;border:1px solid var(--accent);border-radius:6px;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;cursor:pointer}
.try-it-button:hover{background:var(--accent-hover);border-color:var(--accent-hover)}
.visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms!important;animation-iteration-count:1!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}
:root[data-announcement-dismissed] [data-announcement]{display:none}
.skip-link{position:absolute;left:8px;top:-48px;z-index:50;padding:0.5rem 0.9rem;border-radius:6px;background:var(--accent);color:var(--on-accent);font-weight:600}
.skip-link:focus{top:8px;color:var(--on-accent)}
.layout-shell{display:flex;max-width:1440px;margin:0 auto;min-height:calc(100vh - var(--navbar-height))}
.layout-sidebar,.layout-toc{display:none}
.layout-main{flex:1;min-width:0;padding:1.5rem ${layout.gutter}px 3rem}
.drawer-nav{border-bottom:1px solid var(--border);padding-bottom:0.75rem;margin-bottom:0.75rem}
.drawer-nav ul{list-style:none;margin:0;padding:0}
.drawer-nav a{display:block;padding:0.5rem 0.75rem;border-radius:6px;color:var(--text);text-decoration:none;font-weight:600}
.drawer-nav a:hover{background:var(--surface)}
.drawer-nav a[data-active="true"]{color:var(--accent)}
@media (min-width: ${layout.breakpointDesktop}px){.layout-sidebar{display:block;flex:0 0 ${layout.sidebarWidth}px;position:sticky;top:var(--navbar-height);align-self:flex-start;height:calc(100vh - var(--navbar-height));overflow-y:auto;padding:1.25rem 0.75rem 2rem;border-right:1px solid var(--border)}.layout-main{padding:2rem 2.5rem 4rem}}
@media (min-width: ${layout.breakpointToc}px){.layout-toc{display:block;flex:0 0 ${layout.tocWidth}px;position:sticky;top:var(--navbar-height);align-self:flex-start;max-height:calc(100vh - var(--navbar-height));overflow-y:auto;padding:2rem 1rem 2rem 0}}
.navbar{position:sticky;top:0;z-index:20;height:var(--navbar-height);display:flex;align-items:center;gap:0.5rem;padding:0 16px;background:var(--bg);border-bottom:1px solid var(--border);transition:transform 200ms ease}
.navbar[data-hidden="true"]{transform:translateY(-100%)}
.navbar-brand{display:flex;align-items:center;gap:0.5rem;font-weight:700;font-size:1.125rem;color:var(--text);text-decoration:none;margin-right:1rem}
.navbar-brand:hover{color:var(--accent)}
.navbar-items{display:none}
.navbar-items li+li{margin-top:0}
.navbar-item{display:block;padding:0.4rem 0.7rem;border-radius:6px;color:var(--text);text-decoration:none;font-weight:500;font-size:0.9375rem}
.navbar-item:hover{background:var(--surface);color:var(--accent)}
.navbar-item[data-active="true"]{color:var(--accent);background:var(--accent-soft)}
.navbar-item[aria-current="page"]{color:var(--accent)}
.navbar-spacer{flex:1}
.navbar-hamburger{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border:0;border-radius:6px;background:none;color:var(--text);cursor:pointer}
.navbar-hamburger:hover{background:var(--surface)}
.navbar-desktop-only{display:none}
@media (min-width: ${layout.breakpointDesktop}px){.navbar-items{display:flex;gap:0.25rem;list-style:none;margin:0;padding:0}.navbar-hamburger{display:none}.navbar-desktop-only{display:flex;align-items:center;gap:0.25rem}}
.search-button{display:inline-flex;align-items:center;gap:0.5rem;min-width:40px;height:40px;padding:0 0.625rem;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text-muted);font:inherit;font-size:0.9375rem;cursor:pointer}
.search-button:hover{border-color:var(--accent);color:var(--text)}
.search-button kbd{display:none}
.search-button span{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.search-button kbd{font-family:var(--font-code);font-size:0.75rem;border:1px solid var(--border);border-radius:4px;padding:0 0.3rem}
@media (min-width: ${layout.breakpointDesktop}px){.search-button{padding:0 0.75rem}.search-button span{position:static;width:auto;height:auto;overflow:visible;clip:auto}.search-button kbd{display:inline}}
.language{position:relative}
.language-button{display:inline-flex;align-items:center;gap:0.35rem;padding:0.4rem 0.6rem;border:0;border-radius:6px;background:none;color:var(--text);font:inherit;font-size:0.9375rem;cursor:pointer}
.language-button:hover{background:var(--surface)}
.language-menu{position:absolute;right:0;top:calc(100% + 4px);min-width:10rem;margin:0;padding:0.25rem;list-style:none;background:var(--surface-raised);border:1px solid var(--border);border-radius:8px;box-shadow:0 8px 24px rgb(0 0 0 / 0.15)}
.language-menu a{display:block;padding:0.4rem 0.6rem;border-radius:4px;color:var(--text);text-decoration:none}
.language-menu a:hover,.language-menu a:focus-visible{background:var(--surface)}
.language-menu a[aria-current="true"]{color:var(--accent);font-weight:600}
.page-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;align-items:center;gap:0.5rem;margin:0 0 0.75rem;font-size:0.875rem}
.page-actions button,.page-actions a{display:inline-flex;align-items:center;min-height:32px;padding:0 0.625rem;border:1px solid var(--border);border-radius:6px;background:var(--surface);color:var(--text);font:inherit;text-decoration:none;cursor:pointer}
.page-actions button:hover,.page-actions a:hover{border-color:var(--accent)}
.page-actions [role="status"]{order:-1;color:var(--text-muted)}
${PROGRESS_BAR_CSS}
@media print{header,nav,aside,footer,.no-print,.page-actions,#nprogress{display:none!important}}
`.trim();
}
