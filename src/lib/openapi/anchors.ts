import type { TocEntry } from "../headings";
import type { ParameterLocation } from "./types";

/** What decides an operation page's sections. */
export interface OperationSections {
  security: readonly unknown[];
  parameters: ReadonlyArray<{ in: string }>;
  requestBody: unknown;
  responses: readonly unknown[];
}

const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: "Path parameters",
  query: "Query parameters",
  header: "Header parameters",
  cookie: "Cookie parameters",
};

/** Heading id of a parameter group. */
export const parameterGroupId = (location: ParameterLocation): string => `${location}-parameters`;

/** Title of a parameter group. */
export const parameterGroupTitle = (location: ParameterLocation): string => LOCATION_TITLES[location];

/** Parameter locations present, in display order. */
export function parameterLocations(parameters: OperationSections["parameters"]): ParameterLocation[] {
  return (Object.keys(LOCATION_TITLES) as ParameterLocation[]).filter((location) =>
    parameters.some((parameter) => parameter.in === location),
  );
}

/**
 * The table of contents of an operation page. The page renders exactly these headings, and the
 * link checker reads the same list, so a link to `…/get-quote#responses` is valid when it shows.
 */
export function operationToc(operation: OperationSections): TocEntry[] {
  const toc: TocEntry[] = [];
  if (operation.security.length) toc.push({ id: "authentication", value: "Authentication", children: [] });
  const locations = parameterLocations(operation.parameters);
  if (locations.length) {
    toc.push({
      id: "parameters",
      value: "Parameters",
      children: locations.map((location) => ({
        id: parameterGroupId(location),
        value: parameterGroupTitle(location),
        children: [],
      })),
    });
  }
  if (operation.requestBody) toc.push({ id: "request-body", value: "Request body", children: [] });
  if (operation.responses.length) toc.push({ id: "responses", value: "Responses", children: [] });
  return toc;
}

/** Every heading id in a table of contents. */
export function tocIds(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((entry) => [entry.id, ...tocIds(entry.children)]);
}

/** The heading of a tag page's list of operations. */
export const TAG_ENDPOINTS_ANCHOR = { id: "endpoints", value: "Endpoints", children: [] } satisfies TocEntry;
