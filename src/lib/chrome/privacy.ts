/**
 * The reader's privacy signals. Kept apart from ./analytics so the first-load bundle can check
 * them without carrying the rest of the analytics code.
 */

/** The privacy signals a browser may send. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** True when the reader asked not to be tracked (Do Not Track or Global Privacy Control). */
export function asksNotToTrack({ doNotTrack, globalPrivacyControl }: PrivacySignals): boolean {
  return doNotTrack === "1" || doNotTrack === "yes" || globalPrivacyControl === true;
}
