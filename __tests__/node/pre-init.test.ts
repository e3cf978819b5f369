/** @jest-environment node */
import { buildCpuCount } from "../../src/node/pre-init";

describe("the GATSBY_CPU_COUNT a build sets for itself", () => {
  test.each([1, 2])("1 on %i physical core(s), where Gatsby's pool has one worker either way", (cores) => {
    expect(buildCpuCount(cores, {})).toBe("1");
  });

  test.each([3, 4, 16])("none on %i physical cores, whose workers render the HTML side by side", (cores) => {
    expect(buildCpuCount(cores, {})).toBeUndefined();
  });

  test.each(["1", "4", "logical_cores"])("none when the reader set GATSBY_CPU_COUNT=%s", (count) => {
    expect(buildCpuCount(2, { GATSBY_CPU_COUNT: count })).toBeUndefined();
  });
});
