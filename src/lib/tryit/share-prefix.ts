/** The fragment prefix of a link that reopens the Try-it panel with a request. Its own module so the page's button imports nothing more. */
export const SHARE_PREFIX = "#try-it=";
