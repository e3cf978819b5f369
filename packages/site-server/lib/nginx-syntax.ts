/** Values written into the generated nginx config, quoted so that nginx reads them as they are. */
import http from "node:http";

/**
 * A string as an nginx quoted string, in double quotes or, when it has some, single quotes.
 * Refuses what would need escaping (none of the values here have it): both kinds of quotes, a
 * `\\`, a `$` or a control character.
 */
export function quote(value: string): string {
  if (/[\\$]|[\x00-\x1f]/.test(value) || (value.includes('"') && value.includes("'"))) {
    throw new Error(`nginx-config: cannot quote ${JSON.stringify(value)}`);
  }
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/** A regular expression as an nginx map key or location (nginx keeps `\\.`, `\\d` and a key's `$` as they are). */
export function regex(source: string): string {
  if (/["\x00-\x1f]/.test(source)) throw new Error(`nginx-config: cannot quote ${JSON.stringify(source)}`);
  return `"${source}"`;
}

/** `<status> <reason>`, the body the local server sends with a redirect or an error. */
export function statusLine(status: number): string {
  const line = `${status} ${http.STATUS_CODES[status]}`;
  if (!/^\d{3} [A-Za-z -]+$/.test(line)) throw new Error(`nginx-config: no plain reason phrase for ${status}`);
  return line;
}
