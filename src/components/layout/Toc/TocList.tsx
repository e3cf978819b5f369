import type { TocEntry } from "../../../lib/headings";
import { SiteLink } from "../SiteLink";

/** Props of TocList. */
export interface Props {
  entries: TocEntry[];
  activeId?: string | null;
  onNavigate?: () => void;
}

/** The nested list of h2/h3 links. */
export function TocList({ entries, activeId = null, onNavigate }: Props) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <SiteLink href={`#${entry.id}`} data-active={entry.id === activeId} onClick={onNavigate}>
            {entry.value}
          </SiteLink>
          {entry.children.length > 0 && (
            <TocList entries={entry.children} activeId={activeId} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}
