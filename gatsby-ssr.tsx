import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./site.config";
import { RootBoundary } from "./src/components/RootBoundary";
import { prePaintScript } from "./src/lib/chrome/pre-paint";
import { globalCss } from "./src/theme/global-css";

/**
 * Inlines into every page's head the pre-paint script (colour mode and announcement, decided
 * before first paint), the global stylesheet and the icon.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  const script = prePaintScript({ colourMode: siteConfig.colourMode, announcementId: siteConfig.announcement?.id ?? null });
  setHeadComponents([
    <script key="pre-paint" dangerouslySetInnerHTML={{ __html: script }} />,
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss(siteConfig.colourMode) }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};

/** The root error boundary around every page; the same element as in gatsby-browser, for hydration. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <RootBoundary element={element} pathname={props.location.pathname} />
);
