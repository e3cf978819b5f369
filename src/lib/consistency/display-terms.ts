/**
 * What the data license asks of a displayed delayed price is one sentence, the facts'
 * `display.delayedLabel`: a text that states the requirement states it in those words, so the
 * guides, the plan pages and both specs can't drift apart.
 */
import type { Unit } from "./units";

/** Words that show a text states the license's requirement about delayed prices. */
const STATES_REQUIREMENT =
  /\blicen[cs]e\b[^.]*\b(?:requires?|must|obliges?)\b|\b(?:requires?|must)\b[^.]*\blabel\b[^.]*\bdelayed\b/i;

/** Texts that state the requirement in other words than `sentence`. */
export function displayTermProblems(unit: Unit, sentence: string): string[] {
  if (unit.kind !== "text") return [];
  const text = unit.text.replace(/\s+/g, " ");
  if (!/\bdelayed\b/i.test(text) || !STATES_REQUIREMENT.test(text)) return [];
  return text.includes(sentence)
    ? []
    : [
        `states what the data license asks of delayed prices in its own words; write the facts' display.delayedLabel ("${sentence}.") instead`,
      ];
}
