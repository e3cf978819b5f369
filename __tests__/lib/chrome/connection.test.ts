/** @jest-environment node */
import { allowsPrefetch } from "../../../src/lib/chrome/connection";

describe("prefetch on this connection", () => {
  test.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: "4g", saveData: false }, true],
    [{ effectiveType: "3g" }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ effectiveType: "4g", saveData: true }, false],
  ])("%j → %j", (connection, allowed) => {
    expect(allowsPrefetch(connection)).toBe(allowed);
  });
});
