import { AuthorError, closest } from "../author-error";
import { emptyListProblem, emptyListsError, isBlankYaml, missingListProblem } from "./empty-list";
import { STOCK_COUNTRY_CODES } from "./reference";
import { SYMBOL_LIST_FILES, SYMBOL_LISTS, SYMBOLS_DIR } from "./lists";

/**
 * YAML files under content/symbols that no symbol list reads, which would otherwise be ignored
 * without a word: a new asset class (`bonds.yaml`), a stock country the site does not know
 * (`stocks/zz.yaml`) or a misspelt name. `files` are project-relative paths, "/"-separated.
 */
export function checkSymbolFiles(files: readonly string[]): void {
  const known = new Set(SYMBOL_LISTS.map((list) => list.file));
  const problems = files
    .filter((file) => /\.ya?ml$/i.test(file) && !known.has(file))
    .map((file) => {
      const stock = new RegExp(`^${SYMBOLS_DIR}/stocks/([^/]+)\\.ya?ml$`, "i").exec(file);
      if (stock) {
        return (
          `  - ${file}:1: "${stock[1]}" is not a stock country of the site (${STOCK_COUNTRY_CODES.join(", ")}).\n` +
          "    Fix: rename the file to a country code listed, or add the country to STOCK_COUNTRIES in src/lib/symbols/reference.ts."
        );
      }
      const [nearest] = closest(file, known, 1);
      return (
        `  - ${file}:1: no symbol list is read from this file; did you mean ${nearest}?\n` +
        "    Fix: rename it, or add the list to SYMBOL_LISTS in src/lib/symbols/lists.ts (with its schema and page)."
      );
    });
  if (problems.length === 0) return;
  throw new AuthorError(
    files[0],
    `Unknown symbol list file${problems.length > 1 ? "s" : ""} in ${SYMBOLS_DIR}:\n${problems.join("\n")}`,
  );
}

/**
 * The files under content/symbols (`files`, project-relative; `textOf` reads one): none that no
 * list reads (checkSymbolFiles), and every list's file there and holding entries. The build runs
 * this as the list files arrive, since an empty or missing file never arrives as a list.
 */
export function checkSymbolListFiles(files: readonly string[], textOf: (file: string) => string): void {
  checkSymbolFiles(files);
  const present = new Set(files);
  const problems = SYMBOL_LIST_FILES.flatMap((file) => {
    if (!present.has(file)) return [missingListProblem(file)];
    return isBlankYaml(textOf(file)) ? [emptyListProblem(file)] : [];
  });
  if (problems.length) throw emptyListsError(problems);
}
