/** @jest-environment node */
import { dataComponentOf, dataComponentSlices, dataComponentsIn } from "../../../src/lib/mdx/data-components";

describe("data components", () => {
  test("a guide's body shows the ones it writes as tags", () => {
    const body =
      'import { HttpApiChangelog } from "../../../src/components/changelog/HttpApiChangelog"\n\n<HttpApiChangelog />\n';
    expect(dataComponentsIn(body)).toEqual(["HttpApiChangelog"]);
    expect(dataComponentsIn("The SymbolListCards are listed.")).toEqual([]);
  });

  test("their slices, for the page that shows them only", () => {
    expect(dataComponentSlices(["SymbolListCards"])).toEqual({
      "content-symbol-list-cards": "symbol-list-cards",
    });
    expect(dataComponentSlices([])).toEqual({});
  });

  test("an import names one by its name and module", () => {
    expect(dataComponentOf("SymbolListCards", "../../../src/components/symbols/SymbolListCards")?.sliceId).toBe(
      "symbol-list-cards",
    );
    expect(dataComponentOf("SymbolListCards", "./elsewhere/SymbolListCards")).toBeUndefined();
    expect(dataComponentOf("Sidebar", "../../../src/components/layout/Sidebar")).toBeUndefined();
  });
});
