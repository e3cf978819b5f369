import { useCallback, useEffect, useState } from "react";
import { desktopQuery } from "../../../theme/tokens";
import type { Drawer as DrawerComponent } from "../Drawer";

let loaded: typeof DrawerComponent | null = null;
let pending: Promise<typeof DrawerComponent> | null = null;

function importDrawer(): Promise<typeof DrawerComponent> {
  pending ??= import("../Drawer").then(
    (module) => (loaded = module.Drawer),
    (error: unknown) => {
      // Offline, most likely: the next intent tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * The mobile drawer's code, which the desktop layout never needs. Below the desktop width it
 * loads once the page is idle, so the hamburger opens the drawer at once; at any width, pointing
 * at, focusing or pressing the hamburger loads it. A failed load leaves the drawer closed and is
 * tried again on the next intent, never crashing the page.
 */
export function useDrawerModule(): { component: typeof DrawerComponent | null; load: () => void } {
  const [component, setComponent] = useState<typeof DrawerComponent | null>(() => loaded);
  const load = useCallback(() => {
    if (loaded) {
      setComponent(() => loaded);
      return;
    }
    importDrawer().then(
      (drawer) => setComponent(() => drawer),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (loaded || window.matchMedia(desktopQuery).matches) return undefined;
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(load);
    return () => cancel(handle);
  }, [load]);
  return { component, load };
}
