/**
 * A box that scrolls sideways (a wide table, a long line of code) must be reachable with Tab, or
 * keyboard users cannot scroll it, and once focused it must say what it is. `group` rather than
 * `region`: a page has many code blocks and tables, often with the same name ("Code: JSON"),
 * and regions are landmarks, which must be few and uniquely named.
 */
export function scrollableProps(label: string) {
  return { role: "group", "aria-label": label, tabIndex: 0 } as const;
}
