/** The HTTP API spec, as messages name it (its tags' nodes do not carry their file). */
export const HTTP_API_SPEC_FILE = "specs/http-api.openapi.yaml";
