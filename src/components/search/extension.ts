/**
 * Where the search dialog plugs into the navbar. A search implementation sets `open` to a function
 * that loads and shows its dialog on demand; until then the navbar shows no search button.
 */
export const searchExtension: { open: (() => void) | null } = { open: null };
