/** @jest-environment node */
import { markedLetters, widerMark } from "../../../src/lib/search/marks";

describe("markedLetters", () => {
  it("marks a word as typed, and the typed letters of a word the last query word begins", () => {
    expect(markedLetters("heartbeat", "heartbeat", false, 2)).toBeNull();
    expect(markedLetters("heartb", "heartbeats", true, 1)).toBe(6);
    expect(markedLetters("heartb", "heartbeat", true, 1)).toBe(6);
  });

  it("marks nothing of a word that only shares the beginning of a prefix with a typo", () => {
    // "heartb" reaches Heartland through "heartl" (one typo): no letter of it is what was typed.
    expect(markedLetters("heartb", "heartland", true, 1)).toBe(0);
    expect(markedLetters("hartbe", "heartbeats", true, 1)).toBe(0);
  });

  it("marks the whole word a typo reaches, never as many letters as were typed", () => {
    expect(markedLetters("heartbeta", "heartbeats", true, 2)).toBeNull();
    expect(markedLetters("hartbeat", "heartbeat", false, 2)).toBeNull();
    expect(markedLetters("limtis", "limits", false, 1)).toBeNull();
  });

  it("marks nothing beyond the typo distance or without typos allowed", () => {
    expect(markedLetters("heartb", "heartland", false, 1)).toBe(0);
    expect(markedLetters("aapl", "aal", false, 0)).toBe(0);
    // A word is not a prefix of itself plus a typo unless the query is the last word.
    expect(markedLetters("heartb", "heartbeat", false, 1)).toBe(0);
  });
});

describe("widerMark", () => {
  it("keeps the mark that shows more of the word", () => {
    expect(widerMark(6, null)).toBeNull();
    expect(widerMark(0, 4)).toBe(4);
    expect(widerMark(3, 5)).toBe(5);
    expect(widerMark(0, 0)).toBe(0);
  });
});
