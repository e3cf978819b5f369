import { useCallback, useState } from "react";
import { loadOnce } from "../../../lib/chrome/load-once";
import type { Drawer as DrawerComponent } from "../Drawer";

const drawer = loadOnce(() => import("../Drawer").then((module) => module.Drawer));

/**
 * The mobile drawer's code, which the desktop layout never needs: pointing at, touching, focusing
 * or pressing the hamburger loads it, and a press opens the drawer as soon as it has arrived. A
 * failed load leaves the drawer closed and is tried again on the next intent, never crashing the
 * page.
 */
export function useDrawerModule(): { component: typeof DrawerComponent | null; load: () => Promise<boolean> } {
  const [component, setComponent] = useState<typeof DrawerComponent | null>(drawer.loaded);
  /** Resolves true once the drawer can show, false when its code could not be loaded. */
  const load = useCallback(
    () =>
      drawer.load().then(
        (loaded) => {
          setComponent(() => loaded);
          return true;
        },
        () => false,
      ),
    [],
  );
  return { component, load };
}
