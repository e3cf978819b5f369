/**
 * Route-change progress bar settings (SPEC section 9) and their nprogress options. The delay
 * before it appears is PROGRESS_BAR_DELAY_MS in ./page-load, which times the navigation.
 */
export { PROGRESS_BAR_DELAY_MS } from "./page-load";

/** nprogress settings from SPEC: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle speed 800 ms. */
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

/** Markup of the bar: no spinner, and no invalid ARIA roles (nprogress's default uses role="bar"). */
export const PROGRESS_BAR_TEMPLATE = '<div class="bar" data-progress-bar><div class="peg"></div></div>';

/** Options passed to NProgress.configure. */
export interface ProgressBarOptions {
  minimum: number;
  speed: number;
  trickle: boolean;
  trickleRate: number;
  trickleSpeed: number;
  showSpinner: false;
  template: string;
  barSelector: string;
}

/** nprogress options; with reduced motion the bar does not creep forward (the stylesheet also drops its transitions). */
export function progressBarOptions(reducedMotion: boolean): ProgressBarOptions {
  return {
    ...PROGRESS_BAR,
    trickle: !reducedMotion,
    showSpinner: false,
    template: PROGRESS_BAR_TEMPLATE,
    barSelector: "[data-progress-bar]",
  };
}
