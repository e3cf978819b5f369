import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { siteConfig } from "./site.config";
import { SERVER_STYLE_IDS_ATTRIBUTE } from "./src/browser/emotion-cache";
import { RootBoundary } from "./src/components/RootBoundary";
import { prePaintScript } from "./src/lib/chrome/pre-paint";
import { globalCss } from "./src/theme/global-css";

/**
 * Inlines into every page's head the pre-paint script (colour mode and announcement, decided
 * before first paint), the global stylesheet and the icon.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  setHtmlAttributes({ lang: siteConfig.locale.htmlLang, dir: siteConfig.locale.direction });
  const script = prePaintScript({
    colourMode: siteConfig.colourMode,
    announcementId: siteConfig.announcement?.id ?? null,
  });
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

/**
 * Renders each page with its component styles collected into one stylesheet in the head,
 * instead of a `<style>` before each styled element. Forty-odd style tags in the body each made
 * the browser recompute styles while parsing, and Emotion moved them all to the head again on
 * start-up: one long task before the page answered input. The stylesheet lists its style ids for
 * the client's cache (src/browser/emotion-cache.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  // With compat set, Emotion keeps the rules in the cache for extraction instead of inlining them.
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(
    renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>),
  );
  const idsAttribute = { [SERVER_STYLE_IDS_ATTRIBUTE]: ids.join(" ") };
  setHeadComponents([<style key="emotion-css" {...idsAttribute} dangerouslySetInnerHTML={{ __html: css }} />]);
  replaceBodyHTMLString(html);
};

/** Component styles come after the global stylesheet, so that they win over it as in the browser. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = getHeadComponents() as React.ReactElement[];
  const isComponentStyles = (component: React.ReactElement) => component?.key === "emotion-css";
  replaceHeadComponents([
    ...components.filter((component) => !isComponentStyles(component)),
    ...components.filter(isComponentStyles),
  ]);
};
