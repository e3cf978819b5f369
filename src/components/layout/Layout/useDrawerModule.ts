import { useCallback, useState } from "react";
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
 * The mobile drawer's code, which the desktop layout never needs: pointing at, touching, focusing
 * or pressing the hamburger loads it, and a press opens the drawer as soon as it has arrived. A
 * failed load leaves the drawer closed and is tried again on the next intent, never crashing the
 * page.
 */
export function useDrawerModule(): { component: typeof DrawerComponent | null; load: () => Promise<boolean> } {
  const [component, setComponent] = useState<typeof DrawerComponent | null>(() => loaded);
  /** Resolves true once the drawer can show, false when its code could not be loaded. */
  const load = useCallback(
    () =>
      importDrawer().then(
        (drawer) => {
          setComponent(() => drawer);
          return true;
        },
        () => false,
      ),
    [],
  );
  return { component, load };
}
