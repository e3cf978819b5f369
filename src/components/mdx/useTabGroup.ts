import { useCallback, useState } from "react";
import { useBeforePaintEffect } from "../useBeforePaintEffect";

const EVENT = "tabs-group-change";
const storageKey = (groupId: string) => `tabs.${groupId}`;

interface GroupChange {
  groupId: string;
  value: string;
}

/**
 * The selected value of a tab group. Choosing a value switches every group with the same id on the
 * page and is remembered in local storage for the next pages.
 */
export function useTabGroup(
  groupId: string | undefined,
  values: string[],
  fallback: string,
): [string, (value: string) => void] {
  const [selected, setSelected] = useState(fallback);

  useBeforePaintEffect(() => {
    if (!groupId) return undefined;
    try {
      const stored = window.localStorage.getItem(storageKey(groupId));
      if (stored && values.includes(stored)) setSelected(stored);
    } catch {
      // Storage can be unavailable (private mode); the default tab stays selected.
    }
    const onChange = (event: Event) => {
      const { detail } = event as CustomEvent<GroupChange>;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // `values` is derived from the children and stable for a rendered page.
  }, [groupId]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (!groupId) return;
      try {
        window.localStorage.setItem(storageKey(groupId), value);
      } catch {
        // Not remembered, but still switched on this page.
      }
      window.dispatchEvent(new CustomEvent<GroupChange>(EVENT, { detail: { groupId, value } }));
    },
    [groupId],
  );

  return [selected, select];
}
