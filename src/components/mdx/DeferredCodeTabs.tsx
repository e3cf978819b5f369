import { css } from "@emotion/react";
import { useEffect, useState } from "react";
import { color } from "../../theme/tokens";
import { CodeBlock } from "./CodeBlock";
import { TabItem, Tabs } from "./Tabs";
import { useTabGroup } from "./useTabGroup";

const note = css`
  margin: 0 0 1.25rem;
  padding: 0.85rem 1rem;
  border: 1px dashed ${color("border")};
  border-radius: 8px;
  color: ${color("textMuted")};
  font-size: 0.9375rem;
`;

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

type Loaded = { state: "idle" } | { state: "loading" } | { state: "failed" } | { state: "done"; html: Record<string, string> };

/**
 * Code in several languages where only the first ships with the page: the others are fetched
 * the first time the reader (or their remembered choice) selects one. Pages with samples in
 * nine languages stay as light as pages with one.
 */
export function DeferredCodeTabs({ groupId, tabs, initial, src }: Props) {
  const [selected] = useTabGroup(groupId, tabs.map((tab) => tab.value), initial.value);
  const [loaded, setLoaded] = useState<Loaded>({ state: "idle" });

  useEffect(() => {
    if (selected === initial.value || loaded.state === "loading" || loaded.state === "done") return;
    setLoaded({ state: "loading" });
    fetch(src)
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(String(response.status)))))
      .then((html) => setLoaded({ state: "done", html }))
      .catch(() => setLoaded({ state: "failed" }));
    // Only a change of tab starts a load; a failed one is retried on the next change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  const htmlOf = (value: string): string | null => (value === initial.value ? initial.html : loaded.state === "done" ? loaded.html[value] ?? null : null);

  return (
    <Tabs groupId={groupId} defaultValue={initial.value}>
      {tabs.map((tab) => {
        const html = htmlOf(tab.value);
        return (
          <TabItem key={tab.value} value={tab.value} label={tab.label}>
            {html !== null ? (
              <CodeBlock data-language={tab.value} data-language-label={tab.label} data-code-html={html} />
            ) : (
              <p css={note} role="status">
                {loaded.state === "failed" ? `The ${tab.label} sample could not be loaded. Check your connection, then choose the tab again.` : `Loading the ${tab.label} sample…`}
              </p>
            )}
          </TabItem>
        );
      })}
    </Tabs>
  );
}
