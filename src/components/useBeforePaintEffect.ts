import { useEffect, useLayoutEffect } from "react";

/**
 * An effect that runs before the browser paints: state read from the browser (the address, local
 * storage) replaces the server's render without a frame of the server's state, while the first
 * client render stays equal to the server HTML, as hydration requires. The server has no layout,
 * hence the plain effect there (a layout effect warns during server rendering).
 */
export const useBeforePaintEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
