import { globalCss } from "../../src/theme/global-css";

/** The --bg value the document ends up with for a stylesheet and a data-theme attribute (jsdom skips media queries). */
function backgroundWith(css: string, theme: string | null): string {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);
  if (theme) document.documentElement.setAttribute("data-theme", theme);
  else document.documentElement.removeAttribute("data-theme");
  const value = getComputedStyle(document.documentElement).getPropertyValue("--bg").trim();
  style.remove();
  document.documentElement.removeAttribute("data-theme");
  return value;
}

describe("global stylesheet: both colour-mode readings", () => {
  test("switchable: light by default, dark when chosen, the OS's dark preference without a choice", () => {
    const css = globalCss("switchable");
    expect(backgroundWith(css, null)).toBe("#ffffff");
    expect(backgroundWith(css, "dark")).toBe("#15181d");
    expect(backgroundWith(css, "light")).toBe("#ffffff");
    expect(css).toContain("@media (prefers-color-scheme: dark){:root:not([data-theme]){--bg:#15181d;");
  });

  test("dark-only: dark without any script or attribute, and no light palette on screen", () => {
    const css = globalCss("dark-only");
    expect(backgroundWith(css, null)).toBe("#15181d");
    expect(css).not.toContain("prefers-color-scheme");
    expect(css).not.toContain("when-dark-mode");
    expect(css.match(/--bg:#ffffff/g)).toHaveLength(1);
  });

  test.each(["switchable", "dark-only"] as const)("%s: prints in light mode", (policy) => {
    expect(globalCss(policy)).toContain("@media print{:root:root{--bg:#ffffff;");
  });
});
