import { BASE_PATH } from "../docs";
import { isObject } from "./document";
import type { TagDocsOptions } from "./types";

/** Base route of the HTTP API reference. */
export const API_BASE_ROUTE = `${BASE_PATH}/api`;

/** A tag's page options from its `x-docs` extension; both default to true. */
export function tagDocsOptions(tag: Record<string, unknown>): TagDocsOptions {
  const docs = isObject(tag["x-docs"]) ? tag["x-docs"] : {};
  return { overviewPage: docs.overviewPage !== false, nestOperations: docs.nestOperations !== false };
}

/** Route of a tag's overview page, or null when the tag has none. */
export function tagRoute(tag: string, options: TagDocsOptions): string | null {
  return options.overviewPage ? `${API_BASE_ROUTE}/${tag}` : null;
}

/**
 * Route of an operation's page. In a nested tag the operation id is `<tag>-<slug>` and the page
 * is /docs/api/<tag>/<slug>; otherwise the page is /docs/api/<operationId>. Returns a problem
 * description instead when the id does not follow the rule.
 */
export function operationRoute(
  tag: string,
  options: TagDocsOptions,
  operationId: string,
): { route: string } | { problem: string } {
  if (!options.nestOperations) return { route: `${API_BASE_ROUTE}/${operationId}` };
  const prefix = `${tag}-`;
  if (!operationId.startsWith(prefix) || operationId.length === prefix.length) {
    return {
      problem:
        `operationId "${operationId}" must start with "${prefix}" (its tag) followed by the page name, ` +
        `e.g. "${prefix}get-quote" for ${API_BASE_ROUTE}/${tag}/get-quote.`,
    };
  }
  return { route: `${API_BASE_ROUTE}/${tag}/${operationId.slice(prefix.length)}` };
}
