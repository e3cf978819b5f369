import { useMemo } from "react";
import { highlightToHtml } from "../../../lib/highlight";
import { LANGUAGE_GROUP_ID } from "../../../lib/languages";
import { requestSnippet, SNIPPET_LANGUAGES, type SnippetRequest } from "../../../lib/tryit/snippets";
import { CodeBlock } from "../../mdx/CodeBlock";
import { TabItem, Tabs } from "../../mdx/Tabs";

const HIGHLIGHT: Record<string, string> = { curl: "bash", nodejs: "javascript" };

/** Props of LiveCodeSamples. */
export interface Props {
  request: SnippetRequest;
}

/** The reader's request in the nine site languages, following what they type; the key masked unless revealed. */
export function LiveCodeSamples({ request }: Props) {
  const samples = useMemo(
    () =>
      SNIPPET_LANGUAGES.map(({ lang, label }) => ({
        lang,
        label,
        html: highlightToHtml(requestSnippet(lang, request), HIGHLIGHT[lang] ?? lang),
      })),
    [request],
  );
  return (
    <Tabs groupId={LANGUAGE_GROUP_ID} defaultValue="curl">
      {samples.map((sample) => (
        <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
          <CodeBlock data-language={sample.lang} data-language-label={sample.label} data-code-html={sample.html} />
        </TabItem>
      ))}
    </Tabs>
  );
}
