import { useCallback, useRef, useState } from "react";
import { browserStorage, readStored, writeStored } from "../../lib/chrome/storage";
import { parseHistory, type SearchHistory } from "../../lib/search/history";

/** Local storage key of the search dialog's recent searches and favourites. */
export const HISTORY_KEY = "tickwire.search.history";

/**
 * The reader's recent searches and favourites. A change is saved at once, not when React next
 * renders: opening a hit closes the dialog, which may never render again.
 */
export function useSearchHistory(): [SearchHistory, (change: (history: SearchHistory) => SearchHistory) => void] {
  const [history, setHistory] = useState<SearchHistory>(() => parseHistory(readStored(browserStorage(), HISTORY_KEY)));
  const current = useRef(history);
  const update = useCallback((change: (history: SearchHistory) => SearchHistory) => {
    const next = change(current.current);
    current.current = next;
    writeStored(browserStorage(), HISTORY_KEY, JSON.stringify(next));
    setHistory(next);
  }, []);
  return [history, update];
}
