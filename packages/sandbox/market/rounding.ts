/** How prices are written: rounded to the places of their instrument (`Instrument.decimals`). */

/** `value` rounded to `decimals` places. */
export function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}
