import { useCallback, useState } from "react";
import { browserStorage, readStored, writeStored } from "../../lib/chrome/storage";
import { parseHistory, type SearchHistory } from "../../lib/search/history";

/** Local storage key of the search dialog's recent searches and favourites. */
export const HISTORY_KEY = "tickwire.search.history";

/** The reader's recent searches and favourites, saved on every change. */
export function useSearchHistory(): [SearchHistory, (change: (history: SearchHistory) => SearchHistory) => void] {
  const [history, setHistory] = useState<SearchHistory>(() => parseHistory(readStored(browserStorage(), HISTORY_KEY)));
  const update = useCallback((change: (history: SearchHistory) => SearchHistory) => {
    setHistory((current) => {
      const next = change(current);
      writeStored(browserStorage(), HISTORY_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [history, update];
}
