import { LANGUAGE_GROUP_ID } from "../../../lib/languages";
import type { CodeSampleView } from "../../../lib/openapi/types";
import { DeferredCodeTabs } from "../../mdx/DeferredCodeTabs";

/** Props of CodeSamples. */
export interface Props {
  /** Languages, in tab order. */
  tabs: ReadonlyArray<Pick<CodeSampleView, "lang" | "label">>;
  /** The first sample, shipped with the page. */
  initial: Pick<CodeSampleView, "lang" | "html">;
  /** URL of the JSON file with every sample. */
  src: string;
}

/**
 * Code samples in the site-wide language tabs, only the first shipped with the page: HTTP
 * requests, stream clients and quote requests alike. The choice is shared with guides and remembered.
 */
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
