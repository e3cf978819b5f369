import type { ColourModePolicy } from "../lib/chrome/colour-mode";
import { PRIMARY_BUTTON, PRIMARY_BUTTON_HOVER, TEXT_CONTROL } from "./form-controls";
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

/** Kinds of admonition, each coloured by its own border and background tokens. */
const ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger"] as const;

/**
 * Components on every page (sidebar, table of contents, footer, page chrome) and in every guide
 * and reference page (code blocks, tabs, admonitions, schemas): styled here rather than with
 * Emotion, so their styles cost no client JavaScript.
 */
const COMPONENTS_CSS = `.sidebar-list{list-style:none;margin:0;padding:0}
.sidebar-list a:focus-visible,.sidebar-list button:focus-visible{outline-offset:-2px}
.sidebar-list li+li{margin-top:1px}
.sidebar-list ul{list-style:none;padding-left:0.75rem;margin:2px 0 4px 0.75rem;border-left:1px solid var(--border)}
.sidebar-link{display:block;flex:1;padding:0.35rem 0.75rem;border-radius:6px;color:var(--text);text-decoration:none;font-size:0.9375rem;line-height:1.4}
.sidebar-link:hover{background:var(--surface);color:var(--accent)}
.sidebar-link[aria-current="page"]{background:var(--accent-soft);color:var(--accent);font-weight:600}
.sidebar-operation{display:flex;align-items:baseline;gap:0.5rem}
.sidebar-deprecated>span:not(.method-badge){text-decoration:line-through}
.sidebar-category-row{display:flex;align-items:center;gap:2px}
.sidebar-category-label{font-weight:600}
.sidebar-toggle{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:6px;background:none;color:var(--text-muted);cursor:pointer}
.sidebar-toggle:hover{background:var(--surface);color:var(--text)}
.sidebar-toggle svg{transition:transform 150ms ease}
.sidebar-toggle[aria-expanded="false"] svg{transform:rotate(-90deg)}
.sidebar-category-button{display:flex;align-items:center;justify-content:space-between;width:100%;padding:0.35rem 0.75rem;border:0;border-radius:6px;background:none;color:var(--text);font:inherit;font-size:0.9375rem;font-weight:600;text-align:left;cursor:pointer}
.sidebar-category-button:hover{background:var(--surface)}
.sidebar-category-button svg{transition:transform 150ms ease;color:var(--text-muted)}
.sidebar-category-button[aria-expanded="false"] svg{transform:rotate(-90deg)}
.sidebar-external{margin-left:0.3rem;vertical-align:-1px}
.toc-title{font-size:0.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:0.06em;color:var(--text-muted);margin:0 0 0.5rem;padding:0}
.toc-list{list-style:none;margin:0;padding:0;font-size:0.875rem;line-height:1.4}
.toc-list ul{list-style:none;padding-left:0.85rem;margin:0}
.toc-list li{margin:0}
.toc-list a{display:block;padding:0.25rem 0 0.25rem 0.75rem;border-left:2px solid transparent;color:var(--text-muted);text-decoration:none}
.toc-list a:hover{color:var(--accent)}
.toc-list a:focus-visible{outline-offset:-2px}
.toc-list a[data-active="true"]{color:var(--accent);border-left-color:var(--accent);font-weight:600}
.toc-mobile{margin:0 0 1.5rem;border:1px solid var(--border);border-radius:8px;background:var(--surface)}
.toc-mobile summary{cursor:pointer;padding:0.6rem 0.9rem;font-weight:600;border-radius:8px}
.toc-mobile summary:hover{color:var(--accent)}
.toc-mobile>nav{padding:0 0.9rem 0.75rem}
.site-footer{border-top:1px solid var(--border);background:var(--surface);padding:2.5rem 16px 2rem;font-size:0.9375rem}
.site-footer-columns{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));max-width:1100px;margin:0 auto}
.site-footer-columns h2{font-size:0.875rem;text-transform:uppercase;letter-spacing:0.06em;margin:0 0 0.75rem;padding:0;color:var(--text-muted)}
.site-footer-columns ul{list-style:none;margin:0;padding:0}
.site-footer-columns a{color:var(--text);text-decoration:none}
.site-footer-columns a:hover{color:var(--accent);text-decoration:underline}
@media (min-width: ${layout.breakpointDesktop}px){.site-footer-columns{grid-template-columns:repeat(3,1fr)}}
.site-footer-copyright{max-width:1100px;margin:2rem auto 0;color:var(--text-muted);font-size:0.875rem}
@keyframes page-spinner{to{transform:rotate(360deg)}}
.page-spinner-box{position:fixed;z-index:30;top:50%;left:50%;transform:translate(-50%,-50%);padding:1rem;border-radius:50%;background:var(--surface-raised);box-shadow:0 4px 16px rgb(0 0 0 / 0.15);line-height:0}
.page-spinner{display:inline-block;width:32px;height:32px;border:3px solid var(--border);border-top-color:var(--accent);border-radius:50%;animation:page-spinner 0.8s linear infinite}
.status-panel{max-width:640px;margin:3rem auto}
.status-panel h1{margin-top:0}
.status-panel h1:focus{outline:none}
.status-panel pre{white-space:pre-wrap;overflow-wrap:anywhere;padding:0.75rem 1rem;border-radius:6px;background:var(--code-bg);border:1px solid var(--border);color:var(--code-text);font-size:0.875rem}
.action-button{${PRIMARY_BUTTON};display:inline-flex;align-items:center;min-height:40px;padding:0 1rem;margin-right:0.75rem}
.action-button:hover{${PRIMARY_BUTTON_HOVER}}
.action-button+.action-button{background:none;color:var(--accent)}
.action-button+.action-button:hover{background:var(--accent-soft);color:var(--accent)}
.announcement{position:relative;padding:0.5rem 3rem;background:var(--accent-soft);color:var(--text);border-bottom:1px solid var(--border);font-size:0.9375rem;text-align:center}
.announcement p{margin:0}
.announcement a{color:var(--accent);font-weight:600}
.announcement-close{position:absolute;top:50%;right:0.5rem;transform:translateY(-50%);display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:6px;background:none;color:var(--text);cursor:pointer}
.announcement-close:hover{background:var(--surface)}
.colour-mode-toggle{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;flex:none;border:0;border-radius:6px;background:none;color:var(--text);cursor:pointer}
.colour-mode-toggle:hover{background:var(--surface);color:var(--accent)}
.version-select{${TEXT_CONTROL};height:36px;padding:0 0.5rem;cursor:pointer}
.version-select:hover{border-color:var(--accent)}
.breadcrumbs{display:flex;flex-wrap:wrap;align-items:center;gap:0.25rem;list-style:none;margin:0 0 0.5rem;padding:0;font-size:0.875rem;color:var(--text-muted)}
.breadcrumbs li+li{margin-top:0}
.breadcrumbs li+li::before{content:"›";margin:0 0.35rem;color:var(--text-muted)}
.breadcrumbs a{color:var(--text-muted);text-decoration:none}
.breadcrumbs a:hover{color:var(--accent);text-decoration:underline}
.breadcrumbs [aria-current="page"]{color:var(--text);font-weight:500}
.doc-article{max-width:${layout.contentMaxWidth}px;margin:0 auto}
.doc-article-wide{max-width:1120px;margin:0 auto}
.doc-article-wide>p{max-width:${layout.contentMaxWidth}px}
.doc-lead{font-size:1.125rem;color:var(--text-muted);margin-top:-0.25rem}
@media (min-width: ${layout.breakpointToc}px){.narrow-only{display:none}}
.doc-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:1rem;list-style:none;margin:1.5rem 0 0;padding:0}
.doc-cards li+li{margin-top:0}
.doc-card{display:block;height:100%;padding:1rem 1.1rem;border:1px solid var(--border);border-radius:10px;background:var(--surface-raised);color:var(--text);text-decoration:none;transition:border-color 120ms ease,box-shadow 120ms ease}
.doc-card:hover{border-color:var(--accent);box-shadow:0 4px 14px rgb(0 0 0 / 0.08);color:var(--text)}
.doc-card:focus-visible{outline:2px solid var(--focus);outline-offset:2px}
.doc-card>strong{display:block;font-size:1.0625rem;color:var(--accent);margin-bottom:0.25rem}
.doc-card>span{display:block;color:var(--text-muted);font-size:0.9375rem;line-height:1.5}
.pagination{display:grid;grid-template-columns:1fr 1fr;gap:1rem;margin-top:3rem}
.pagination a{display:block;padding:0.9rem 1rem;border:1px solid var(--border);border-radius:8px;text-decoration:none;color:var(--accent);font-weight:600;line-height:1.4}
.pagination a:hover{border-color:var(--accent)}
.pagination small{display:block;color:var(--text-muted);font-weight:400;font-size:0.8125rem;margin-bottom:0.2rem}
.pagination-next{text-align:right}
.method-badge{display:inline-block;flex:none;min-width:3.1em;padding:0.1em 0.4em;border-radius:4px;color:#ffffff;font-family:var(--font-code);font-size:0.6875rem;font-weight:700;line-height:1.5;letter-spacing:0.03em;text-align:center;text-transform:uppercase;vertical-align:middle}
.method-badge-large{font-size:0.8125rem;padding:0.2em 0.55em}
.code-block{margin:0 0 1.25rem;border:1px solid var(--border);border-radius:8px;background:var(--code-bg);overflow:hidden;content-visibility:auto;contain-intrinsic-size:auto calc(var(--code-lines,8) * 1.55em + 3.6rem)}
.code-block-bar{display:flex;align-items:center;justify-content:space-between;gap:0.5rem;padding:0.35rem 0.5rem 0.35rem 1rem;border-bottom:1px solid var(--border);font-size:0.8125rem;color:var(--text-muted);font-family:var(--font-code)}
.code-block-pre{margin:0;padding:0.85rem 0;overflow-x:auto;color:var(--code-text);line-height:1.55;white-space:pre;tab-size:2}
.code-block-pre:focus-visible{outline-offset:-2px}
.copy-button{border:1px solid var(--border);border-radius:6px;background:var(--surface-raised);color:var(--text-muted);font:inherit;font-size:0.75rem;padding:0.15rem 0.55rem;cursor:pointer}
.copy-button:hover{color:var(--text);border-color:var(--accent)}
.tabs-tablist{display:flex;flex-wrap:wrap;gap:0.25rem;border-bottom:1px solid var(--border);margin-bottom:0.75rem}
.tabs-tab{padding:0.45rem 0.8rem;border:0;border-bottom:2px solid transparent;margin-bottom:-1px;background:none;color:var(--text-muted);font:inherit;font-size:0.9375rem;font-weight:500;cursor:pointer;border-radius:6px 6px 0 0}
.tabs-tab:hover{color:var(--text);background:var(--surface)}
.tabs-tab[aria-selected="true"]{color:var(--accent);border-bottom-color:var(--accent);font-weight:600}
.anchored-heading:hover a.heading-anchor{opacity:1}
.heading-anchor{margin-left:0.4rem;color:var(--text-muted);text-decoration:none;opacity:0;transition:opacity 120ms ease}
.heading-anchor:focus-visible{opacity:1}
.admonition{margin:0 0 1.25rem;padding:0.85rem 1rem 0.1rem;border:1px solid var(--border);border-radius:6px}
.admonition>:last-child{margin-bottom:0.75rem}
${ADMONITION_KINDS.map((kind) => `.admonition--${kind}{border-left:4px solid var(--${kind}-border);background:var(--${kind}-bg)}`).join("\n")}
.admonition-title{display:flex;align-items:center;gap:0.45rem;margin:0 0 0.4rem;font-weight:700;font-size:0.875rem;text-transform:uppercase;letter-spacing:0.04em}
.admonition-title svg{flex:none}
${ADMONITION_KINDS.map((kind) => `.admonition--${kind}>.admonition-title svg{color:var(--${kind}-border)}`).join("\n")}
.table-scroll{margin:0 0 1.25rem;overflow-x:auto}
.table-scroll>table{margin:0}
.deferred-note{margin:0 0 1.25rem;padding:0.85rem 1rem;border:1px dashed var(--border);border-radius:8px;color:var(--text-muted);font-size:0.9375rem}
.endpoint-bar{display:flex;align-items:center;gap:0.65rem;padding:0.5rem 0.5rem 0.5rem 0.75rem;margin:0 0 1.25rem;border:1px solid var(--border);border-radius:8px;background:var(--surface);font-family:var(--font-code);font-size:0.9375rem}
.endpoint-url{flex:1;min-width:0;overflow-wrap:anywhere;border:0;background:none;padding:0;font-size:inherit}
.endpoint-server{color:var(--text-muted)}
.parameter-group{margin-bottom:1.5rem}
.response-part-title{font-size:0.9375rem;margin:1rem 0 0.4rem}
.response-meta{font-size:0.875rem;color:var(--text-muted);margin:0.5rem 0}
.schema-list{list-style:none;margin:0;padding:0;border-top:1px solid var(--border)}
.schema-list li+li{margin-top:0}
.schema-property{padding:0.65rem 0;border-bottom:1px solid var(--border)}
.schema-property p{margin:0.25rem 0 0}
.schema-property p+p{margin-top:0.5rem}
.schema-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:0.25rem 0.6rem;font-size:0.9375rem}
.schema-name{font-family:var(--font-code);font-weight:600;font-size:0.9375rem;word-break:break-word}
.schema-type{color:var(--text-muted);font-size:0.875rem}
.schema-required{color:var(--danger-border);font-size:0.75rem;font-weight:700;text-transform:uppercase;letter-spacing:0.04em}
.schema-flag{color:var(--text-muted);font-size:0.75rem;border:1px solid var(--border);border-radius:999px;padding:0 0.45rem}
.schema-description{color:var(--text);font-size:0.9375rem;margin-top:0.2rem}
.schema-facts{display:flex;flex-wrap:wrap;gap:0.25rem 0.75rem;margin-top:0.35rem;font-size:0.8125rem;color:var(--text-muted)}
.schema-facts code{font-size:0.8125rem}
.schema-nested{margin-top:0.5rem}
.schema-nested>summary{cursor:pointer;width:fit-content;padding:0.15rem 0.55rem;border:1px solid var(--border);border-radius:999px;font-size:0.8125rem;color:var(--text)}
.schema-nested>summary:hover{border-color:var(--accent);color:var(--accent)}
.schema-nested>div{margin:0.5rem 0 0 0.35rem;padding-left:0.85rem;border-left:2px solid var(--border)}
.schema-variant-label{font-size:0.875rem;font-weight:600;margin:0.75rem 0 0.25rem}
.ws-direction{display:inline-block;margin:0 0 0.5rem;padding:0.05rem 0.55rem;border:1px solid var(--border);border-radius:999px;font-size:0.8125rem;color:var(--text-muted)}
.ws-summary{color:var(--text-muted);margin-bottom:0.75rem}
.ws-label{font-size:0.9375rem;font-weight:600;margin:1rem 0 0.4rem}
.ws-connection{display:flex;align-items:center;gap:0.75rem;padding:0.5rem 0.5rem 0.5rem 0.85rem;margin:0 0 0.75rem;border:1px solid var(--border);border-radius:8px;background:var(--surface)}
.ws-connection strong{flex:none;font-size:0.875rem;min-width:6.5rem}
.ws-connection code{flex:1;min-width:0;overflow-wrap:anywhere;border:0;background:none;padding:0;font-size:0.9375rem}
.sequence-figure{margin:0 0 1.25rem;max-width:640px}
.sequence-figure img{display:block;width:100%;height:auto}`;

/**
 * The site-wide stylesheet, built from the tokens at render time and inlined into every page's
 * head, so base styles cost no client JavaScript and apply before first paint.
 */
export function globalCss(policy: ColourModePolicy): string {
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
.changelog-feed{color:var(--text-muted)}
.changelog-notes pre{white-space:pre-wrap;overflow-wrap:anywhere;padding:0.75rem 1rem;border:1px solid var(--border);border-radius:6px;background:var(--code-bg);color:var(--code-text);font-size:0.875rem}
.changelog-notes pre code{display:inline;width:auto;min-width:0;white-space:inherit}
.changelog-changes{padding-left:1.25rem}
.changelog-changes>li{margin:0.35rem 0}
.change-level{display:inline-block;margin-right:0.4rem;padding:0 0.4rem;border:1px solid;border-radius:4px;color:var(--text);font-size:0.8125rem;font-weight:700;line-height:1.5}
.change-level--breaking{background:var(--danger-bg);border-color:var(--danger-border)}
.change-level--deprecation{background:var(--warning-bg);border-color:var(--warning-border)}
.operation-deprecated{border-left:4px solid var(--warning-border);background:var(--warning-bg);border-radius:6px;padding:0.75rem 1rem;margin:0 0 1.25rem}
.operation-security{margin:0 0 1rem;padding-left:1.25rem}
.operation-description{margin-bottom:1.5rem}
.try-it-button{${PRIMARY_BUTTON};display:inline-flex;align-items:center;gap:0.4rem;margin:0 0 1.25rem;padding:0.45rem 0.9rem}
.try-it-button:hover{${PRIMARY_BUTTON_HOVER}}
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
${COMPONENTS_CSS}
${PROGRESS_BAR_CSS}
@media print{header,nav,aside,footer,.no-print,.page-actions,#nprogress{display:none!important}}
`.trim();
}
