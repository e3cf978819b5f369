import type { WsSampleModel } from "../../../lib/asyncapi/types";
import { LANGUAGE_GROUP_ID } from "../../../lib/languages";
import { CodeBlock } from "../../mdx/CodeBlock";
import { TabItem, Tabs } from "../../mdx/Tabs";

/** Props of StreamSamples. */
export interface Props {
  samples: Pick<WsSampleModel, "lang" | "label" | "html">[];
}

/** Connect-and-subscribe code in the site-wide language tabs, sharing the remembered language. */
export function StreamSamples({ samples }: Props) {
  return (
    <Tabs groupId={LANGUAGE_GROUP_ID}>
      {samples.map((sample) => (
        <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
          <CodeBlock data-language={sample.lang} data-language-label={sample.label} data-code-html={sample.html} />
        </TabItem>
      ))}
    </Tabs>
  );
}
