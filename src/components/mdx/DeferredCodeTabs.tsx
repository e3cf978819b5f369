import { CodeBlock } from "./CodeBlock";
import { DeferredNote } from "./DeferredNote";
import { TabItem, Tabs } from "./Tabs";
import { useDeferredJson } from "./useDeferredJson";
import { useTabGroup } from "./useTabGroup";

/** A tab of code. */
export interface CodeTab {
  value: string;
  label: string;
}

/** Props of DeferredCodeTabs. */
export interface Props {
  /** Tab group id, shared with every tab group that offers the same choice. */
  groupId: string;
  tabs: CodeTab[];
  /** The tab shown first, with its highlighted code: the only one in the page's data. */
  initial: { value: string; html: string };
  /** URL of a JSON object mapping every tab value to its highlighted code. */
  src: string;
}

/**
 * Code in several languages where only the first ships with the page: the others are fetched
 * the first time the reader (or their remembered choice) selects one. Pages with samples in
 * nine languages stay as light as pages with one.
 */
export function DeferredCodeTabs({ groupId, tabs, initial, src }: Props) {
  const [selected] = useTabGroup(
    groupId,
    tabs.map((tab) => tab.value),
    initial.value,
  );
  const loaded = useDeferredJson<Record<string, string>>(src, selected === initial.value ? null : selected);

  const htmlOf = (value: string): string | null =>
    value === initial.value ? initial.html : loaded.state === "done" ? (loaded.value[value] ?? null) : null;

  return (
    <Tabs groupId={groupId} defaultValue={initial.value}>
      {tabs.map((tab) => {
        const html = htmlOf(tab.value);
        return (
          <TabItem key={tab.value} value={tab.value} label={tab.label}>
            {html !== null ? (
              <CodeBlock data-language={tab.value} data-language-label={tab.label} data-code-html={html} />
            ) : (
              <DeferredNote what={`The ${tab.label} sample`} failed={loaded.state === "failed"} />
            )}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
