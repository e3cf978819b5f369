/** The fragment prefix of a link that reopens the Try-it panel with a request. In a module of its own so the page's button imports nothing more. */
export const SHARE_PREFIX = "#try-it=";

/** The operation's Try-it model sits next to its samples file: derived, so page data need not carry its URL. */
export const tryItModelUrl = (samplesUrl: string): string => samplesUrl.replace(/\.json$/, ".try-it.json");
