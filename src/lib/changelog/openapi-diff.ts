/**
 * The changes between two versions of an OpenAPI spec, operation by operation, each classified
 * (breaking, deprecation, non-breaking) and placed on its operation's page: the parameters'
 * group, the request body or the responses.
 */
import { diffFields, fieldLineage, fieldNames, valueText, type Direction, type FieldSubject } from "./field-diff";
import { parameterAnchor, type OpenApiSurface, type OperationSurface } from "./openapi-surface";
import type { FieldMap } from "./schema-fields";
import type { ChangeKind, ChangeLevel, ChangeLocation, SpecChange } from "./types";

/**
 * Lists the versioning policy declares open: "Within /v1, changes are additive only: new
 * endpoints, new optional query parameters, new response fields and new error codes within
 * existing HTTP status codes" (the spec's info.description, /docs/api#base-url-and-versioning).
 */
const OPEN_ERROR_FIELDS = new Set(["error.code"]);

/** Response headers that announce a deprecation: adding them is part of one. */
const DEPRECATION_HEADERS = new Set(["sunset", "deprecation"]);

const code = (value: string) => `\`${value}\``;
const isSuccess = (status: string) => /^2/.test(status);

/** The id of an operation, as deprecations and licences name it. */
export const operationElement = (key: string) => `op:${key}`;

function location(operation: OperationSurface, anchor: string | null): ChangeLocation {
  const href =
    operation.route === null
      ? null
      : anchor && operation.anchors.has(anchor)
        ? `${operation.route}#${anchor}`
        : operation.route;
  return { label: operation.key, href };
}

function parameterSubject(key: string, where: string, name: string): FieldSubject {
  const id = `${key}|${where} parameter ${name}`;
  return {
    describe: (path) =>
      path === "" ? `${where} parameter ${code(name)}` : `field ${code(path)} of ${where} parameter ${code(name)}`,
    names: (path) => (path === "" ? [name] : [name, ...fieldNames(path)]),
    element: (path) => (path === "" ? id : `${id}|${path}`),
  };
}

function bodySubject(key: string): FieldSubject {
  return {
    describe: (path) => (path === "" ? "the request body" : `request body field ${code(path)}`),
    names: (path) => (path === "" ? ["request body"] : fieldNames(path)),
    element: (path) => `${key}|body|${path}`,
  };
}

function responseSubject(key: string, status: string): FieldSubject {
  const kind = isSuccess(status) ? "response" : "error response";
  return {
    describe: (path) => (path === "" ? `the ${kind} body` : `${kind} field ${code(path)}`),
    names: (path) => (path === "" ? [status] : fieldNames(path)),
    element: (path) => `${key}|response ${status}|${path}`,
    openByPolicy: (path) => !isSuccess(status) && OPEN_ERROR_FIELDS.has(path),
  };
}

/** What the comparison of one operation adds its changes with. */
interface OperationChanges {
  changes: SpecChange[];
  add(
    level: ChangeLevel,
    kind: ChangeKind,
    text: string,
    names: string[],
    anchor: string | null,
    licensedBy?: string[],
    deprecation?: SpecChange["deprecation"],
  ): void;
  fields(before: FieldMap, after: FieldMap, direction: Direction, subject: FieldSubject, anchor: string): void;
}

function operationChanges(operation: OperationSurface, order: number): OperationChanges {
  const changes: SpecChange[] = [];
  const add: OperationChanges["add"] = (level, kind, text, names, anchor, licensedBy = [], deprecation) => {
    changes.push({
      level,
      kind,
      text,
      names,
      location: location(operation, anchor),
      order,
      licensedBy,
      ...(deprecation ? { deprecation } : {}),
    });
  };
  return {
    changes,
    add,
    fields(before, after, direction, subject, anchor) {
      for (const change of diffFields(before, after, direction, subject))
        add(
          change.level,
          change.kind,
          change.text,
          change.names,
          anchor,
          change.level === "breaking" ? [...fieldLineage(subject, change.path), operationElement(operation.key)] : [],
          change.deprecation,
        );
    },
  };
}

function compareOperation(before: OperationSurface, after: OperationSurface, order: number): SpecChange[] {
  const out = operationChanges(after, order);
  const key = after.key;
  const self = operationElement(key);

  if (!before.deprecated && after.deprecated)
    out.add(
      "deprecation",
      "deprecated",
      `${code(key)} is deprecated${after.sunset ? `; it stops working after ${after.sunset} (its sunset)` : ""}.`,
      [key, after.path],
      null,
      [],
      { element: self, sunset: after.sunset },
    );
  else if (before.deprecated && !after.deprecated)
    out.add("non-breaking", "undeprecated", `${code(key)} is no longer deprecated.`, [key, after.path], null);
  else if (after.deprecated && before.sunset !== after.sunset)
    out.add(
      "deprecation",
      "sunset-changed",
      `${code(key)}: sunset set to ${after.sunset ?? "none"}.`,
      [key],
      null,
      [],
      {
        element: self,
        sunset: after.sunset,
      },
    );

  for (const [id, parameter] of after.parameters) {
    const old = before.parameters.get(id);
    const anchor = parameterAnchor(parameter.in);
    const subject = parameterSubject(key, parameter.in, parameter.name);
    if (!old) {
      out.add(
        parameter.required ? "breaking" : "non-breaking",
        "parameter-added",
        `New ${parameter.required ? "required" : "optional"} ${parameter.in} parameter ${code(parameter.name)}.`,
        [parameter.name],
        anchor,
        parameter.required ? [self] : [],
      );
      continue;
    }
    if (old.required !== parameter.required)
      out.add(
        parameter.required ? "breaking" : "non-breaking",
        parameter.required ? "parameter-required" : "parameter-optional",
        `${capitalise(subject.describe(""))} is now ${parameter.required ? "required" : "optional"}.`,
        [parameter.name],
        anchor,
        parameter.required ? [subject.element(""), self] : [],
      );
    if (!old.deprecated && parameter.deprecated)
      out.add(
        "deprecation",
        "deprecated",
        `${capitalise(subject.describe(""))} is deprecated${parameter.sunset ? `; it stops working after ${parameter.sunset} (its sunset)` : ""}.`,
        [parameter.name],
        anchor,
        [],
        { element: subject.element(""), sunset: parameter.sunset },
      );
    else if (old.deprecated && !parameter.deprecated)
      out.add(
        "non-breaking",
        "undeprecated",
        `${capitalise(subject.describe(""))} is no longer deprecated.`,
        [parameter.name],
        anchor,
      );
    out.fields(old.fields, parameter.fields, "request", subject, anchor);
  }
  for (const [id, old] of before.parameters) {
    if (after.parameters.has(id)) continue;
    const subject = parameterSubject(key, old.in, old.name);
    out.add(
      "breaking",
      "parameter-removed",
      `Removed ${old.in} parameter ${code(old.name)}.`,
      [old.name],
      parameterAnchor(old.in),
      [subject.element(""), self],
    );
  }

  const bodyAnchor = "request-body";
  if (!before.body && after.body)
    out.add(
      after.body.required ? "breaking" : "non-breaking",
      "body-added",
      after.body.required ? "Now requires a request body." : "Takes an optional request body.",
      ["request body"],
      bodyAnchor,
      after.body.required ? [self] : [],
    );
  else if (before.body && !after.body)
    out.add("breaking", "body-removed", "No longer takes a request body.", ["request body"], null, [self]);
  else if (before.body && after.body) {
    if (before.body.required !== after.body.required)
      out.add(
        after.body.required ? "breaking" : "non-breaking",
        after.body.required ? "body-required" : "body-optional",
        `The request body is now ${after.body.required ? "required" : "optional"}.`,
        ["request body"],
        bodyAnchor,
        after.body.required ? [self] : [],
      );
    if (before.body.mediaType !== after.body.mediaType)
      out.add(
        "breaking",
        "media-type-changed",
        `The request body is now ${code(after.body.mediaType)} (was ${code(before.body.mediaType)}).`,
        [after.body.mediaType],
        bodyAnchor,
        [self],
      );
    out.fields(before.body.fields, after.body.fields, "request", bodySubject(key), bodyAnchor);
  }

  const responsesAnchor = "responses";
  for (const [status, response] of after.responses) {
    const old = before.responses.get(status);
    if (!old) {
      out.add("non-breaking", "response-added", `New response ${code(status)}.`, [status], responsesAnchor);
      continue;
    }
    if (old.mediaType !== response.mediaType && old.mediaType && response.mediaType)
      out.add(
        "breaking",
        "media-type-changed",
        `Response ${code(status)} is now ${code(response.mediaType)} (was ${code(old.mediaType)}).`,
        [status],
        responsesAnchor,
        [self],
      );
    for (const name of response.headers.keys())
      if (!old.headers.has(name))
        out.add(
          DEPRECATION_HEADERS.has(name.toLowerCase()) ? "deprecation" : "non-breaking",
          "header-added",
          `New response header ${code(name)}.`,
          [name],
          responsesAnchor,
        );
    for (const name of old.headers.keys()) {
      if (response.headers.has(name)) continue;
      // A Sunset header goes when nothing it announced is left: a client that alerted on it has nothing to miss.
      const announces = DEPRECATION_HEADERS.has(name.toLowerCase());
      out.add(
        announces ? "non-breaking" : "breaking",
        "header-removed",
        `Responses no longer carry the header ${code(name)}.`,
        [name],
        responsesAnchor,
        announces ? [] : [self],
      );
    }
    out.fields(
      old.fields ?? new Map(),
      response.fields ?? new Map(),
      "response",
      responseSubject(key, status),
      responsesAnchor,
    );
    // A situation an error response documents keeps its code: a client branches on it.
    for (const [name, situation] of response.situations) {
      const was = old.situations.get(name);
      if (!was) continue;
      for (const [path, value] of situation.codes) {
        const previous = was.codes.get(path);
        if (previous === undefined || previous === value) continue;
        const summary = situation.summary?.replace(/\s*\(`[^`]*`\)$/, "");
        const which = summary ? ` for “${summary}” (example ${code(name)})` : ` (example ${code(name)})`;
        out.add(
          "breaking",
          "situation-code-changed",
          `Response ${code(status)}${which} now has ${code(path)} ${code(valueText(value))}, where it had ${code(valueText(previous))}.`,
          [valueText(value), valueText(previous)],
          responsesAnchor,
          [],
        );
      }
    }
  }
  for (const status of before.responses.keys()) {
    if (after.responses.has(status)) continue;
    out.add(
      isSuccess(status) ? "breaking" : "non-breaking",
      "response-removed",
      `No longer documents response ${code(status)}.`,
      [status],
      responsesAnchor,
      isSuccess(status) ? [self] : [],
    );
  }
  return out.changes;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every change from `before` to `after`, operation by operation in the newer spec's order. */
export function diffOpenApi(before: OpenApiSurface, after: OpenApiSurface): SpecChange[] {
  const changes: SpecChange[] = [];
  let order = 0;
  for (const [key, operation] of after.operations) {
    const old = before.operations.get(key);
    if (old) changes.push(...compareOperation(old, operation, order));
    else
      changes.push({
        level: "non-breaking",
        kind: "operation-added",
        text: `New operation ${code(key)}${operation.summary ? `: ${operation.summary.replace(/\.$/, "")}` : ""}.`,
        names: [key, operation.path],
        location: location(operation, null),
        order,
        licensedBy: [],
      });
    order += 1;
  }
  for (const [key, operation] of before.operations) {
    if (after.operations.has(key)) continue;
    changes.push({
      level: "breaking",
      kind: "operation-removed",
      text: `Removed operation ${code(key)}.`,
      names: [key, operation.path],
      location: { label: key, href: null },
      order: order++,
      licensedBy: [operationElement(key)],
    });
  }
  return changes;
}

/** Every element of a version that is deprecated, with its sunset: operations, parameters, fields. */
export function openApiDeprecations(surface: OpenApiSurface): Map<string, string | null> {
  const found = new Map<string, string | null>();
  const fields = (subject: FieldSubject, map: FieldMap | null) => {
    for (const [path, shape] of map ?? []) if (shape.deprecated) found.set(subject.element(path), shape.sunset);
  };
  for (const [key, operation] of surface.operations) {
    if (operation.deprecated) found.set(operationElement(key), operation.sunset);
    for (const parameter of operation.parameters.values()) {
      const subject = parameterSubject(key, parameter.in, parameter.name);
      if (parameter.deprecated) found.set(subject.element(""), parameter.sunset);
      fields(subject, parameter.fields);
    }
    if (operation.body) fields(bodySubject(key), operation.body.fields);
    for (const [status, response] of operation.responses) fields(responseSubject(key, status), response.fields);
  }
  return found;
}

/**
 * Operations whose success responses should announce a sunset (the versioning policy): those
 * deprecated, and those that still return a deprecated field; with the responses that lack the
 * `Sunset` header.
 */
export function missingSunsetHeaders(
  surface: OpenApiSurface,
): Array<{ operation: string; status: string; why: string }> {
  const missing: Array<{ operation: string; status: string; why: string }> = [];
  for (const [key, operation] of surface.operations) {
    for (const [status, response] of operation.responses) {
      if (!isSuccess(status)) continue;
      const deprecatedField = [...(response.fields ?? new Map()).entries()].find(([, shape]) => shape.deprecated)?.[0];
      const why = operation.deprecated
        ? "the operation is deprecated"
        : deprecatedField !== undefined
          ? `its response still contains the deprecated field ${code(deprecatedField)}`
          : null;
      if (why && ![...response.headers.keys()].some((name) => name.toLowerCase() === "sunset"))
        missing.push({ operation: key, status, why });
    }
  }
  return missing;
}
