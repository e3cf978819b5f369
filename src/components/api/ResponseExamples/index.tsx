import { statusLabel } from "../../../lib/openapi/status-label";
import { CodeBlock } from "../../mdx/CodeBlock";
import { DeferredNote } from "../../mdx/DeferredNote";
import { TabItem, Tabs } from "../../mdx/Tabs";
import { useResponsesOnDemand } from "../useResponsesOnDemand";

/** Props of ResponseExamples. */
export interface Props {
  /** Status codes that have an example, in spec order. */
  statuses: string[];
  /** The first response's status and example, shipped with the page. */
  initial: { status: string; exampleHtml: string | null };
  /** URL of the operation's on-demand responses (see src/lib/openapi/deferred-responses.ts). */
  src: string;
}

/** Example bodies by status code; all but the first load when the reader opens them. */
export function ResponseExamples({ statuses, initial, src }: Props) {
  const { loaded, onSelect } = useResponsesOnDemand(src, initial.status);
  if (statuses.length === 0) return null;
  const exampleOf = (status: string) =>
    status === initial.status
      ? initial.exampleHtml
      : loaded.state === "done"
        ? (loaded.value[status]?.exampleHtml ?? null)
        : null;
  return (
    <Tabs onSelect={onSelect}>
      {statuses.map((status) => {
        const html = exampleOf(status);
        return (
          <TabItem key={status} value={status} label={status}>
            {html !== null ? (
              <CodeBlock data-language="json" data-title={`${statusLabel(status)} · JSON`} data-code-html={html} />
            ) : (
              <DeferredNote what={`The ${statusLabel(status)} example`} failed={loaded.state === "failed"} />
            )}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
