import { loadOnce } from "../../lib/chrome/load-once";

/** The search dialog's code, with the search library it brings: most page views never need it. */
const dialog = loadOnce(() => import("./SearchDialog").then((module) => module.SearchDialog));

export const loadSearchDialog = dialog.load;
/** The dialog if its code has arrived, for a button rendered after it did. */
export const loadedSearchDialog = dialog.loaded;
