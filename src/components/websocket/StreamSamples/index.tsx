import type { WsSampleModel } from "../../../lib/asyncapi/types";
import { LANGUAGE_GROUP_ID } from "../../../lib/languages";
import { DeferredCodeTabs } from "../../mdx/DeferredCodeTabs";

/** Props of StreamSamples. */
export interface Props {
  /** Languages, in tab order. */
  tabs: ReadonlyArray<Pick<WsSampleModel, "lang" | "label">>;
  /** The first sample, shipped with the page. */
  initial: Pick<WsSampleModel, "lang" | "html">;
  /** URL of the JSON file with every sample. */
  src: string;
}

/** Connect-and-subscribe code in the site-wide language tabs, sharing the remembered language. */
export function StreamSamples({ tabs, initial, src }: Props) {
  return (
    <DeferredCodeTabs
      groupId={LANGUAGE_GROUP_ID}
      tabs={tabs.map((tab) => ({ value: tab.lang, label: tab.label }))}
      initial={{ value: initial.lang, html: initial.html }}
      src={src}
    />
  );
}
