import type { SchemaView } from "../../../lib/openapi/types";

/** Props of SchemaFacts. */
export interface Props {
  schema: SchemaView;
  /** Example to show instead of the schema's own, e.g. a parameter's. */
  example?: string | null;
}

/** Allowed values, default, constraints and example of a schema, on one line each when present. */
export function SchemaFacts({ schema, example = schema.example }: Props) {
  // An array of enum values (e.g. `fields=price,bid`) shows what each item may be.
  const allowed = schema.enumValues.length > 0 ? schema.enumValues : (schema.items?.enumValues ?? []);
  const hasFacts =
    allowed.length > 0 || schema.defaultValue !== null || schema.constraints.length > 0 || example !== null;
  if (!hasFacts) return null;
  return (
    <div className="schema-facts">
      {allowed.length > 0 && (
        <span>
          Allowed:{" "}
          {allowed.map((value, index) => (
            <span key={value}>
              {index > 0 && " "}
              <code>{value}</code>
            </span>
          ))}
        </span>
      )}
      {schema.defaultValue !== null && (
        <span>
          Default: <code>{schema.defaultValue}</code>
        </span>
      )}
      {schema.constraints.map((constraint) => (
        <span key={constraint}>{constraint}</span>
      ))}
      {example !== null && (
        <span>
          Example: <code>{example}</code>
        </span>
      )}
    </div>
  );
}
