import { gtagScriptUrl, pageViewParams } from "../lib/chrome/analytics";

/** A page view waiting to be sent. */
export interface PageView {
  pathname: string;
  search: string;
  href: string;
  title: string;
}

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/**
 * Starts Google Analytics 4 for `measurementId`: the Google tag script, automatic page views off
 * (the router reports each page view itself, client-side navigations included). Returns the
 * function that sends a page view.
 */
export function startAnalytics(
  measurementId: string,
  win: Window & AnalyticsWindow = window,
  doc: Document = document,
) {
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  // The Google tag reads the `arguments` objects it is given, not arrays.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag("js", new Date());
  win.gtag("config", measurementId, { send_page_view: false });
  const script = doc.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  doc.head.appendChild(script);
  return (view: PageView) => win.gtag?.("event", "page_view", pageViewParams(view, view.title));
}
