import type { CodeSampleView, ResponseView } from "../../../lib/openapi/types";
import { CodeBlock } from "../../mdx/CodeBlock";
import { TabItem, Tabs } from "../../mdx/Tabs";
import { statusLabel } from "../Responses";

/** Props of CodeSamples. */
export interface Props {
  samples: Pick<CodeSampleView, "lang" | "label" | "html">[];
}

/** Request samples in the site-wide language tabs: the choice is shared with guides and remembered. */
export function CodeSamples({ samples }: Props) {
  return (
    <Tabs groupId="lang">
      {samples.map((sample) => (
        <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
          <CodeBlock data-language={sample.lang} data-language-label={sample.label} data-code-html={sample.html} />
        </TabItem>
      ))}
    </Tabs>
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
