import path from "path";
import { AuthorError } from "../lib/author-error";
import { FACTS_FILE } from "../lib/facts/load";
import { mdxUsesFacts } from "../lib/facts/mdx-uses-facts";
import { factReferenceErrors } from "../lib/facts/mdx-references";
import { siteFactsForPages } from "./facts";

/** What the content-dependency loader does with one MDX file (see webpack/content-dependency-loader.cjs). */
export interface ContentDependencies {
  /** Absolute paths of the data files the compiled module reads besides its own file. */
  files: string[];
  /** The author error that stops this module, reported by webpack in the terminal and the overlay. */
  error?: AuthorError;
}

/**
 * The compiled MDX of a guide that reads facts depends on content/facts.yaml: webpack rebuilds it
 * when the file is saved (in `gatsby develop`, and in a build with a warm cache), and the page
 * shows the new values. A fact the guide names that no longer exists fails the module with the
 * guide's file and line; the next good save rebuilds it. While a save has broken the facts file
 * itself, develop compiles with its last good version (siteFactsForPages) and the source plugins
 * report the error.
 */
export function mdxFactsDependency(source: string, absolutePath: string): ContentDependencies {
  if (!mdxUsesFacts(source)) return { files: [] };
  const files = [path.resolve(process.cwd(), FACTS_FILE)];
  const sourceFile = path.relative(process.cwd(), absolutePath).split(path.sep).join("/");
  try {
    const [first] = factReferenceErrors(source, siteFactsForPages(), sourceFile);
    return first ? { files, error: first } : { files };
  } catch (error) {
    if (error instanceof AuthorError) return { files, error };
    throw error;
  }
}
