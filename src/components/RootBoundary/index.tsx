import type { ReactElement } from "react";
import { siteConfig } from "../../../site.config";
import { isComponentType } from "../../lib/chrome/page-module";
import { CrashFallback, StatusPanel } from "../CrashFallback";
import { ErrorBoundary } from "../ErrorBoundary";
import { PageBodyContext } from "../layout/Seo/page-body";
import { SiteLink } from "../layout/SiteLink";

/** Props of RootBoundary. */
export interface Props {
  /** The page element Gatsby renders (wrapPageElement's `element`). */
  element: ReactElement;
  /** Current path; a navigation clears a crash. */
  pathname: string;
}

/**
 * The outermost guard, around every page including its layout (the content has its own guard
 * inside the layout). It also catches a page module without a default export: Gatsby would
 * render the module object and fail with React's generic "Element type is invalid".
 */
export function RootBoundary({ element, pathname }: Props) {
  if (!isComponentType(element.type)) {
    return (
      <main id="content">
        <StatusPanel title="This page could not be displayed.">
          <p>
            The page component for {pathname} has no default export. Export the page component as the module&apos;s
            default, e.g. <code>export default function Page() {"{ … }"}</code>.
          </p>
        </StatusPanel>
      </main>
    );
  }
  return (
    <PageBodyContext.Provider value>
      <ErrorBoundary
        resetKey={pathname}
        fallback={(props) => (
          <main id="content">
            <CrashFallback {...props}>
              <SiteLink href={siteConfig.basePath} plain>
                Go to the {siteConfig.brand} docs home
              </SiteLink>
            </CrashFallback>
          </main>
        )}
      >
        {element}
      </ErrorBoundary>
    </PageBodyContext.Provider>
  );
}
