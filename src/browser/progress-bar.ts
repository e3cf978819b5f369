import NProgress from "nprogress";
import { progressBarOptions } from "../lib/chrome/progress-bar";
import type { PageLoadStore } from "../components/chrome/page-load-store";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Shows nprogress while a navigation is slow (the store marks it after 200 ms) and completes
 * it when the page arrives or fails. Loaded after the page is interactive. Returns the
 * unsubscribe.
 */
export function connectProgressBar(store: PageLoadStore): () => void {
  let shown = false;
  const update = () => {
    const state = store.getState();
    const wanted = state.phase === "loading" && state.progressBar;
    if (wanted && !shown) {
      // nprogress's types omit trickleRate, which it supports.
      NProgress.configure(
        progressBarOptions(window.matchMedia(REDUCED_MOTION).matches) as Partial<NProgress.NProgressOptions>,
      );
      NProgress.start();
      shown = true;
    } else if (!wanted && shown) {
      NProgress.done();
      shown = false;
    }
  };
  update();
  return store.subscribe(update);
}
