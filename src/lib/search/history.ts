/**
 * Recent searches and favourites of the search dialog: pages the reader opened from search, kept
 * in local storage. Pure list operations; the dialog reads and writes them through `storage.ts`.
 */

import { BASE_PATH } from "../docs";

/** A page opened from search, as the dialog lists it again. */
export interface SavedHit {
  url: string;
  /** Page title. */
  title: string;
  /** The heading under the title the hit pointed at, if any. */
  heading: string | null;
  /** Site area, e.g. "HTTP API". */
  area: string;
}

/** The reader's saved searches. */
export interface SearchHistory {
  recent: SavedHit[];
  favourites: SavedHit[];
}

/** How many recent searches are kept, and shown when there are no favourites. */
export const RECENT_LIMIT = 7;
/** How many recent searches are shown beside favourites. */
export const RECENT_LIMIT_WITH_FAVOURITES = 4;
/** How many favourites are kept. */
export const FAVOURITE_LIMIT = 10;

export const EMPTY_HISTORY: SearchHistory = { recent: [], favourites: [] };

const without = (list: SavedHit[], url: string) => list.filter((hit) => hit.url !== url);

/** The history after opening `hit`: it moves to the top of recent, unless it is a favourite. */
export function rememberHit(history: SearchHistory, hit: SavedHit): SearchHistory {
  if (history.favourites.some((favourite) => favourite.url === hit.url)) return history;
  return { ...history, recent: [hit, ...without(history.recent, hit.url)].slice(0, RECENT_LIMIT) };
}

/** The history with `url` moved from recent to favourites (newest first, the oldest dropped past the limit). */
export function addFavourite(history: SearchHistory, hit: SavedHit): SearchHistory {
  return {
    recent: without(history.recent, hit.url),
    favourites: [hit, ...without(history.favourites, hit.url)].slice(0, FAVOURITE_LIMIT),
  };
}

/** The history without `url` in recent searches. */
export function forgetRecent(history: SearchHistory, url: string): SearchHistory {
  return { ...history, recent: without(history.recent, url) };
}

/** The history without `url` in favourites. */
export function removeFavourite(history: SearchHistory, url: string): SearchHistory {
  return { ...history, favourites: without(history.favourites, url) };
}

/** What the dialog shows before the reader types: fewer recent searches when there are favourites. */
export function visibleHistory(history: SearchHistory): SearchHistory {
  const limit = history.favourites.length > 0 ? RECENT_LIMIT_WITH_FAVOURITES : RECENT_LIMIT;
  return { recent: history.recent.slice(0, limit), favourites: history.favourites };
}

const isSavedHit = (value: unknown): value is SavedHit => {
  if (typeof value !== "object" || value === null) return false;
  const hit = value as Record<string, unknown>;
  return (
    typeof hit.url === "string" &&
    hit.url.startsWith(BASE_PATH) &&
    typeof hit.title === "string" &&
    (hit.heading === null || typeof hit.heading === "string") &&
    typeof hit.area === "string"
  );
};

/** Reads a stored history; anything malformed (hand-edited, from an older site) counts as empty. */
export function parseHistory(stored: string | null): SearchHistory {
  if (!stored) return EMPTY_HISTORY;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return EMPTY_HISTORY;
    const { recent, favourites } = value as Record<string, unknown>;
    return {
      recent: Array.isArray(recent) ? recent.filter(isSavedHit).slice(0, RECENT_LIMIT) : [],
      favourites: Array.isArray(favourites) ? favourites.filter(isSavedHit).slice(0, FAVOURITE_LIMIT) : [],
    };
  } catch {
    return EMPTY_HISTORY;
  }
}
