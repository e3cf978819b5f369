import { AuthorError, closest } from "../author-error";
import { HTTP_API_SPEC_FILE } from "../openapi/spec-file";

/** What a symbol page needs of an HTTP operation: the route a link to it takes. */
export interface OperationTarget {
  operationId: string;
  route: string;
}

/**
 * The route of an operation the symbol pages link to, by its id. An id the spec does not have
 * stops the build rather than leaving a dead link.
 */
export function operationRoutes(
  operations: readonly OperationTarget[],
  specFile = HTTP_API_SPEC_FILE,
): (operationId: string, usedBy: string) => string {
  const routes = new Map(operations.map((operation) => [operation.operationId, operation.route]));
  return (operationId, usedBy) => {
    const route = routes.get(operationId);
    if (route) return route;
    throw new AuthorError(
      specFile,
      `${specFile} has no operation "${operationId}", which the symbol pages of ${usedBy} link to (src/lib/symbols/services.ts). ` +
        `Closest operation ids: ${closest(operationId, routes.keys()).join(", ") || "none"}. Restore the operation, or change the id there.`,
    );
  };
}
