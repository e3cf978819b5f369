/** Changes as a release lists them: equal changes at several places once, breaking ones first. */
import { CHANGE_LEVELS, type ChangeEntry, type SpecChange } from "./types";

/**
 * One entry per level and sentence, with every place it happens (each place once, in spec
 * order); entries ordered by level (breaking, deprecation, non-breaking), then by their first place.
 */
export function groupChanges(changes: readonly SpecChange[]): ChangeEntry[] {
  const entries = new Map<string, { entry: ChangeEntry; first: number }>();
  const sorted = [...changes].sort((a, b) => a.order - b.order);
  for (const change of sorted) {
    const key = `${change.level}\n${change.text}`;
    const found = entries.get(key);
    if (!found) {
      entries.set(key, {
        entry: {
          level: change.level,
          kind: change.kind,
          text: change.text,
          names: [...change.names],
          locations: [change.location],
        },
        first: change.order,
      });
      continue;
    }
    const { entry } = found;
    for (const name of change.names) if (!entry.names.includes(name)) entry.names.push(name);
    if (!entry.locations.some((location) => location.label === change.location.label))
      entry.locations.push(change.location);
  }
  return [...entries.values()]
    .sort((a, b) => CHANGE_LEVELS.indexOf(a.entry.level) - CHANGE_LEVELS.indexOf(b.entry.level) || a.first - b.first)
    .map(({ entry }) => entry);
}
