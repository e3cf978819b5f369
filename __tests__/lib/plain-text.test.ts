/** @jest-environment node */
import { isPlainText, markupIn, plainTextMessage } from "../../src/lib/plain-text";

test.each(["Start a free trial", "Prices < $5 & > $1", "AT&T quotes", "Café & crème — 株価", "C# <-> Go", "1 < 2 > 0"])(
  "%j is plain text",
  (text) => {
    expect(markupIn(text)).toBeNull();
    expect(isPlainText(text)).toBe(true);
  },
);

test.each([
  ["<b>Quotes</b>", "<b>"],
  ["Quotes <img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>"],
  ["Quotes</h1><script>alert(1)</script>", "</h1>"],
  ["Line<br/>break", "<br/>"],
  ["Hidden <!-- note", "<!--"],
  ["Tom &amp; Jerry", "&amp;"],
  ["&#60;b&#62;", "&#60;"],
  ["&#x3C;b", "&#x3C;"],
])("%j has markup %j", (text, markup) => {
  expect(markupIn(text)).toBe(markup);
  expect(plainTextMessage(text)).toContain(JSON.stringify(markup));
});
