/** Page-view analytics rules: configured by a measurement id, never with Do Not Track. */
import { asksNotToTrack, type PrivacySignals } from "./privacy";

/** Analytics settings from site.config.ts. */
export interface AnalyticsConfig {
  /** Google Analytics 4 measurement id (G-XXXXXXX); empty leaves analytics off. */
  measurementId: string;
}

/** Shape of a Google Analytics 4 measurement id. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export { asksNotToTrack, type PrivacySignals } from "./privacy";

/** True when a valid measurement id is configured. */
export const analyticsConfigured = (config: AnalyticsConfig): boolean =>
  MEASUREMENT_ID_PATTERN.test(config.measurementId);

/** True when page views may be sent: configured, and the reader did not opt out. */
export function analyticsEnabled(config: AnalyticsConfig, signals: PrivacySignals): boolean {
  return analyticsConfigured(config) && !asksNotToTrack(signals);
}

/** Where the Google tag is loaded from (the site's Content-Security-Policy allows its scripts). */
export const GTAG_ORIGIN = "https://www.googletagmanager.com";

/** URL of the Google tag for a measurement id. */
export const gtagScriptUrl = (measurementId: string): string =>
  `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** Parameters of a page_view event for a location. */
export function pageViewParams(location: { pathname: string; search: string; href: string }, title: string) {
  return { page_path: location.pathname + location.search, page_location: location.href, page_title: title };
}
