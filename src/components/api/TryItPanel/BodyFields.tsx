import type { TryItBody } from "../../../lib/tryit/operation";
import type { RequestInput } from "../../../lib/tryit/request";
import { ParameterField } from "./ParameterField";
import * as styles from "./styles";

/** Props of BodyFields. */
export interface Props {
  body: TryItBody;
  input: RequestInput;
  errors: Map<string, string>;
  onBody: (text: string) => void;
  onForm: (name: string, value: string) => void;
  onFile: (name: string, file: File | null) => void;
}

/** The request body: a JSON editor, or a form with file pickers for uploads. */
export function BodyFields({ body, input, errors, onBody, onForm, onFile }: Props) {
  if (body.kind === "json") {
    const error = errors.get("body");
    return (
      <fieldset>
        <legend>Request body</legend>
        <div css={styles.field}>
          <label htmlFor="try-it-body">
            JSON{" "}
            <span css={styles.hint}>
              ({body.contentType}
              {body.required ? ", required" : ""})
            </span>
          </label>
          <textarea
            id="try-it-body"
            spellCheck={false}
            value={input.body}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "try-it-body-error" : undefined}
            onChange={(event) => onBody(event.target.value)}
          />
          {error && (
            <p css={styles.error} id="try-it-body-error">
              {error}
            </p>
          )}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset>
      <legend>Request body (multipart/form-data)</legend>
      <div css={styles.grid}>
        {body.fields.map((field) => {
          const id = `try-it-form-${field.name}`;
          const error = errors.get(`form:${field.name}`) ?? null;
          if (!field.file) {
            return (
              <ParameterField
                key={field.name}
                id={id}
                parameter={{ ...field, in: "form" }}
                value={input.form[field.name] ?? ""}
                error={error}
                suggestions={[]}
                onChange={(value) => onForm(field.name, value)}
              />
            );
          }
          return (
            <div css={styles.field} key={field.name}>
              <label htmlFor={id}>
                {field.name} <span css={styles.hint}>(file{field.required ? ", required" : ""})</span>
              </label>
              <input
                id={id}
                type="file"
                accept={field.accept ?? undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [field.description ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
                  undefined
                }
                onChange={(event) => onFile(field.name, event.target.files?.[0] ?? null)}
              />
              {field.description && (
                <p css={styles.hint} id={`${id}-hint`}>
                  {field.description}
                </p>
              )}
              {error && (
                <p css={styles.error} id={`${id}-error`}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
