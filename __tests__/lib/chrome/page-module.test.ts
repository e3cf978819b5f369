/** @jest-environment node */
import { forwardRef, lazy, memo } from "react";
import { hasDefaultExport, isComponentType, noDefaultExportMessage } from "../../../src/lib/chrome/page-module";

describe("default export of a page module", () => {
  test.each([
    ["export default function Page() {}"],
    ["const Page = () => null;\nexport default Page;"],
    ["function Page() {}\nexport { Page as default };"],
    ["export {\n  Page as default,\n  query,\n};"],
    ['export { default } from "./other";'],
  ])("found in %j", (source) => {
    expect(hasDefaultExport(source)).toBe(true);
  });

  test.each([
    ["export function Page() {}"],
    ["// export default function Page() {}\nexport function Page() {}"],
    ["/* export default Page */ export const Page = () => null;"],
    ['const hint = "export default function";\nexport function Page() {}'],
    ["const hint = `use export default`;\nexport { Page };"],
    ["export const defaultValue = 1;"],
  ])("missing in %j", (source) => {
    expect(hasDefaultExport(source)).toBe(false);
  });

  test("the message names the file and the fix", () => {
    expect(noDefaultExportMessage("src/templates/doc.tsx")).toBe(
      "The page component src/templates/doc.tsx has no default export. Fix: export the page component as the module's default, e.g. `export default function Page() { … }`.",
    );
  });
});

describe("renderable component types", () => {
  test("functions, classes and React object types are components", () => {
    const Plain = () => null;
    expect(isComponentType(Plain)).toBe(true);
    expect(isComponentType(memo(Plain))).toBe(true);
    expect(isComponentType(forwardRef(() => null))).toBe(true);
    expect(isComponentType(lazy(async () => ({ default: Plain })))).toBe(true);
  });

  test("a module object (what a module without default export yields) is not", () => {
    expect(isComponentType({ __esModule: true, Page: () => null })).toBe(false);
    expect(isComponentType(undefined)).toBe(false);
    expect(isComponentType(null)).toBe(false);
  });
});
