/** @jest-environment node */
import {
  addFavourite,
  EMPTY_HISTORY,
  FAVOURITE_LIMIT,
  forgetRecent,
  parseHistory,
  RECENT_LIMIT,
  RECENT_LIMIT_WITH_FAVOURITES,
  rememberHit,
  removeFavourite,
  visibleHistory,
  type SavedHit,
} from "../../../src/lib/search/history";

const hit = (n: number): SavedHit => ({ url: `/docs/page-${n}`, title: `Page ${n}`, heading: null, area: "Guides" });

describe("search history", () => {
  it("puts the newest opened page first, once, and keeps seven", () => {
    let history = EMPTY_HISTORY;
    for (let n = 1; n <= 9; n++) history = rememberHit(history, hit(n));
    history = rememberHit(history, hit(5));
    expect(history.recent.map((saved) => saved.url)).toEqual([
      "/docs/page-5",
      "/docs/page-9",
      "/docs/page-8",
      "/docs/page-7",
      "/docs/page-6",
      "/docs/page-4",
      "/docs/page-3",
    ]);
    expect(history.recent).toHaveLength(RECENT_LIMIT);
  });

  it("moves a recent search to favourites, keeps ten favourites, and shows four recent beside them", () => {
    let history = EMPTY_HISTORY;
    for (let n = 1; n <= 6; n++) history = rememberHit(history, hit(n));
    history = addFavourite(history, hit(6));
    expect(history.recent.map((saved) => saved.url)).not.toContain("/docs/page-6");
    expect(history.favourites.map((saved) => saved.url)).toEqual(["/docs/page-6"]);
    expect(visibleHistory(history).recent).toHaveLength(RECENT_LIMIT_WITH_FAVOURITES);
    expect(visibleHistory(removeFavourite(history, "/docs/page-6")).recent).toHaveLength(5);
    for (let n = 10; n <= 25; n++) history = addFavourite(history, hit(n));
    expect(history.favourites).toHaveLength(FAVOURITE_LIMIT);
    expect(history.favourites[0].url).toBe("/docs/page-25");
  });

  it("does not list a favourite among recent searches when it is opened again", () => {
    const history = rememberHit(addFavourite(EMPTY_HISTORY, hit(1)), hit(1));
    expect(history.recent).toEqual([]);
    expect(forgetRecent(rememberHit(history, hit(2)), "/docs/page-2").recent).toEqual([]);
  });

  it("reads back what it stored and treats anything malformed as empty", () => {
    const stored = addFavourite(rememberHit(EMPTY_HISTORY, hit(1)), hit(2));
    expect(parseHistory(JSON.stringify(stored))).toEqual(stored);
    expect(parseHistory(null)).toEqual(EMPTY_HISTORY);
    expect(parseHistory("{not json")).toEqual(EMPTY_HISTORY);
    expect(parseHistory('"text"')).toEqual(EMPTY_HISTORY);
    expect(
      parseHistory(
        JSON.stringify({
          recent: [{ url: "https://elsewhere.example", title: "x", heading: null, area: "y" }, hit(3)],
          favourites: "no",
        }),
      ),
    ).toEqual({
      recent: [hit(3)],
      favourites: [],
    });
  });
});
