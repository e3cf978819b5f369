/** @jest-environment node */
import { displayTermProblems } from "../../../src/lib/consistency/display-terms";

const SENTENCE = "Your data license requires you to label a delayed price as delayed wherever you display it";
const text = (value: string) => ({ kind: "text" as const, text: value, line: 1, section: "" });

test("a text stating the license's requirement about delayed prices must use the facts' sentence", () => {
  expect(
    displayTermProblems(
      text("If you display prices, label delayed quotes clearly. Your data license requires it."),
      SENTENCE,
    ),
  ).toHaveLength(1);
  expect(displayTermProblems(text(`${SENTENCE}. Label each price, not the page.`), SENTENCE)).toEqual([]);
  expect(displayTermProblems(text("Label each delayed price, not the page."), SENTENCE)).toEqual([]);
});
