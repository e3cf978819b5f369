import { allowedTypes } from "../../../lib/tryit/json-schema";
import type { TryItParameter } from "../../../lib/tryit/operation";
import type { Suggestion } from "../../../lib/tryit/suggestions";
import * as styles from "./styles";

/** Props of ParameterField. */
export interface Props {
  parameter: Pick<TryItParameter, "name" | "required" | "description" | "schema"> & { in: string };
  /** id of the input, also the target of the error summary's links. */
  id: string;
  value: string;
  error: string | null;
  suggestions: readonly Suggestion[];
  onChange: (value: string) => void;
}

function inputKind(parameter: Props["parameter"]): "select" | "boolean" | "number" | "date" | "text" {
  const types = allowedTypes(parameter.schema);
  if (parameter.schema.enum?.length) return "select";
  if (types.includes("boolean")) return "boolean";
  if (types.includes("integer") || types.includes("number")) return "number";
  if (parameter.schema.format === "date") return "date";
  return "text";
}

function constraintsHint(parameter: Props["parameter"]): string | null {
  const { schema } = parameter;
  const parts: string[] = [];
  if (allowedTypes(schema).includes("array")) parts.push("comma-separated");
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.maxItems !== undefined) parts.push(`up to ${schema.maxItems} items`);
  if (schema.format === "date-time") parts.push("YYYY-MM-DDThh:mm:ssZ");
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.length ? parts.join(", ") : null;
}

/** One parameter as an input made from its schema: a select for enums and booleans, a number with bounds, a date, or text with symbol suggestions. */
export function ParameterField({ parameter, id, value, error, suggestions, onChange }: Props) {
  const kind = inputKind(parameter);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described =
    [parameter.description || constraintsHint(parameter) ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const common = {
    id,
    name: id,
    "aria-describedby": described,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-required": parameter.required || undefined,
  };
  const listId = suggestions.length ? `${id}-suggestions` : undefined;
  let input;
  if (kind === "select" || kind === "boolean") {
    const options =
      kind === "boolean"
        ? ["true", "false"]
        : (parameter.schema.enum ?? []).map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
    input = (
      <select {...common} value={value} onChange={(event) => onChange(event.target.value)}>
        {!parameter.required || !value ? (
          <option value="">{parameter.required ? "Choose…" : "(not sent)"}</option>
        ) : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...common}
        type={kind === "number" ? "number" : kind === "date" ? "date" : "text"}
        inputMode={kind === "number" ? "decimal" : undefined}
        min={parameter.schema.minimum}
        max={parameter.schema.maximum}
        step={
          kind === "number" && allowedTypes(parameter.schema).includes("integer")
            ? 1
            : kind === "number"
              ? "any"
              : undefined
        }
        list={listId}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const hint = [parameter.description, constraintsHint(parameter)].filter(Boolean).join(" ");
  return (
    <div css={styles.field}>
      <label htmlFor={id}>
        {parameter.name}{" "}
        <span css={styles.hint}>
          ({parameter.in}
          {parameter.required ? ", required" : ""})
        </span>
      </label>
      {input}
      {listId && (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion.value} value={suggestion.value} label={suggestion.label} />
          ))}
        </datalist>
      )}
      {hint && (
        <p css={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p css={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
