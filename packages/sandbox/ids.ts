/** Identifiers as the API writes them: a prefix and 12 letters or digits, fixed for what they name. */
import { hashText, mix } from "./market/random.ts";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** `bt_7Hq2xK9mWc4R` for a backtest, `key_8Tc3mQx1Lp0Z` for a key: the same text gives the same id. */
export function identifier(prefix: string, text: string): string {
  let h = hashText(text);
  let id = prefix;
  for (let i = 0; i < 12; i += 1) {
    h = mix(h + i);
    id += ALPHABET[h % ALPHABET.length];
  }
  return id;
}
