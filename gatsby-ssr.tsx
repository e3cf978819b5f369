import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./site.config";
import { colourModeScript, globalCss } from "./src/theme/global-css";

/** Inlines the global stylesheet and the colour-mode script into every page's head. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  setHeadComponents([
    <script key="colour-mode" dangerouslySetInnerHTML={{ __html: colourModeScript(siteConfig.colourMode) }} />,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss() }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
