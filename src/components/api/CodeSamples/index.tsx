import { LANGUAGE_GROUP_ID } from "../../../lib/languages";
import type { CodeSampleView, ResponseView } from "../../../lib/openapi/types";
import { CodeBlock } from "../../mdx/CodeBlock";
import { DeferredCodeTabs } from "../../mdx/DeferredCodeTabs";
import { TabItem, Tabs } from "../../mdx/Tabs";
import { statusLabel } from "../Responses";

/** Props of CodeSamples. */
export interface Props {
  /** Languages, in tab order. */
  tabs: Pick<CodeSampleView, "lang" | "label">[];
  /** The first sample, shipped with the page. */
  initial: Pick<CodeSampleView, "lang" | "html">;
  /** URL of the JSON file with every sample. */
  src: string;
}

/** Request samples in the site-wide language tabs: the choice is shared with guides and remembered. */
export function CodeSamples({ tabs, initial, src }: Props) {
  return (
    <DeferredCodeTabs
      groupId={LANGUAGE_GROUP_ID}
      tabs={tabs.map((tab) => ({ value: tab.lang, label: tab.label }))}
      initial={{ value: initial.lang, html: initial.html }}
      src={src}
    />
  );
}

/** Props of ResponseExamples. */
export interface ResponseExamplesProps {
  responses: Pick<ResponseView, "status" | "exampleHtml">[];
}

/** Example bodies by status code. */
export function ResponseExamples({ responses }: ResponseExamplesProps) {
  const withExamples = responses.filter((response) => response.exampleHtml);
  if (withExamples.length === 0) return null;
  return (
    <Tabs>
      {withExamples.map((response) => (
        <TabItem key={response.status} value={response.status} label={response.status}>
          <CodeBlock
            data-language="json"
            data-title={`${statusLabel(response.status)} · JSON`}
            data-code-html={response.exampleHtml ?? ""}
          />
        </TabItem>
      ))}
    </Tabs>
  );
}
