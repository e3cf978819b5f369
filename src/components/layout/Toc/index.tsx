import { useMemo, useState } from "react";
import type { TocEntry } from "../../../lib/headings";
import { TocList } from "./TocList";
import { useActiveHeading } from "./useActiveHeading";

/** Props of the tables of contents. */
export interface Props {
  entries: TocEntry[];
}

const flattenIds = (entries: TocEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...flattenIds(entry.children)]);

/** The desktop table of contents: h2–h3 links, the section in view highlighted. */
export function Toc({ entries }: Props) {
  const ids = useMemo(() => flattenIds(entries), [entries]);
  const activeId = useActiveHeading(ids);
  return (
    <nav aria-label="On this page">
      <h2 className="toc-title">On this page</h2>
      <TocList entries={entries} activeId={activeId} />
    </nav>
  );
}

/** The narrow-screen table of contents: collapsed above the content until opened. */
export function TocCollapsible({ entries }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details className="toc-mobile" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>On this page</summary>
      <nav aria-label="On this page">
        <TocList entries={entries} onNavigate={() => setOpen(false)} />
      </nav>
    </details>
  );
}
