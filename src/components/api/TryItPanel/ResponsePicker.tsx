import type { TryItResponse } from "../../../lib/tryit/operation";
import type { ResponseChoice } from "../../../lib/tryit/request";
import * as styles from "./styles";

/** Props of ResponsePicker. */
export interface Props {
  responses: readonly TryItResponse[];
  choice: ResponseChoice;
  onChange: (choice: ResponseChoice) => void;
}

/** Which documented response the sandbox should send: a status and, where it has several, a named example. */
export function ResponsePicker({ responses, choice, onChange }: Props) {
  const selected = responses.find((response) => response.status === choice.code);
  const concrete = responses.filter((response) => /^\d{3}$/.test(response.status));
  return (
    <>
      <div css={styles.field}>
        <label htmlFor="try-it-response-code">Sandbox response</label>
        <select
          id="try-it-response-code"
          value={choice.code ?? ""}
          onChange={(event) => onChange({ code: event.target.value || null, example: null })}
          aria-describedby="try-it-response-hint"
        >
          <option value="">As the sandbox answers (from its simulated market)</option>
          {concrete.map((response) => (
            <option key={response.status} value={response.status}>
              {response.status}
              {response.description ? ` – ${response.description.replace(/\.$/, "")}` : ""}
            </option>
          ))}
        </select>
        <p css={styles.hint} id="try-it-response-hint">
          Sent to the sandbox as a <code>Prefer</code> header, to see a documented response, such as an error, without
          causing it.
        </p>
      </div>
      {selected && selected.examples.length > 1 && (
        <div css={styles.field}>
          <label htmlFor="try-it-response-example">Example</label>
          <select
            id="try-it-response-example"
            value={choice.example ?? ""}
            onChange={(event) => onChange({ ...choice, example: event.target.value || null })}
          >
            <option value="">First documented</option>
            {selected.examples.map((example) => (
              <option key={example.name} value={example.name}>
                {example.summary ?? example.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
