import { useEffect, useRef } from "react";
import type { TryItOperation } from "../../../lib/tryit/operation";
import type { SnippetRequest } from "../../../lib/tryit/snippets";
import { LiveCodeSamples } from "./LiveCodeSamples";
import { RequestForm } from "./RequestForm";
import * as styles from "./styles";
import { useJson } from "./useJson";

export { LiveCodeSamples };

/** Props of TryItPanel. */
export interface Props {
  operationId: string;
  /** URL of the operation's Try-it model. */
  src: string;
  onClose: () => void;
  onRequestChange: (live: { request: SnippetRequest; Samples: typeof LiveCodeSamples } | null) => void;
}

/** The "Try it" panel: loads the operation's model, then shows the request form and the response. */
export function TryItPanel({ operationId, src, onClose, onRequestChange }: Props) {
  const [model, retry] = useJson<TryItOperation>(src);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section css={styles.panel} aria-labelledby="try-it-heading" data-try-it-panel="">
      <div css={styles.header}>
        <h2 id="try-it-heading" ref={heading} tabIndex={-1}>
          Try it
        </h2>
        <button type="button" css={styles.secondary} onClick={onClose}>
          Close
        </button>
      </div>
      {model.state === "loading" && <p role="status">Loading the request form…</p>}
      {model.state === "failed" && (
        <p role="alert">
          The request form could not be loaded.{" "}
          <button type="button" css={styles.secondary} onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {model.state === "done" && (
        <RequestForm operation={model.value} operationId={operationId} onRequestChange={onRequestChange} />
      )}
    </section>
  );
}
