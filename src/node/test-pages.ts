import type { Actions } from "gatsby";
import path from "path";

/** Environment variable that adds the test-only pages to a build. */
export const TEST_PAGES_ENV = "TICKWIRE_TEST_PAGES";

/** Test-only pages: route → component under e2e/fixtures/pages. */
const TEST_PAGES: Record<string, string> = {
  "/docs/test/crash": "crash.tsx",
  "/docs/test/layout-crash": "layout-crash.tsx",
};

/**
 * Creates the pages the browser tests need and readers must never see (content that crashes on
 * demand), only when TICKWIRE_TEST_PAGES=1. `npm run build` leaves them out; e2e tests build a
 * copy of the site with the variable set.
 */
export function createTestPages(
  actions: Actions,
  sidebarSliceId: (sidebarId: string) => string,
  env = process.env,
): number {
  if (env[TEST_PAGES_ENV] !== "1") return 0;
  for (const [route, file] of Object.entries(TEST_PAGES)) {
    actions.createPage({
      path: route,
      component: path.resolve(process.cwd(), "e2e", "fixtures", "pages", file),
      context: {},
      slices: { sidebar: sidebarSliceId("main") },
    });
  }
  return Object.keys(TEST_PAGES).length;
}
