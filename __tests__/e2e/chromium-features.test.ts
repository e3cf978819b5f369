/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { disableFeatures, disabledFeaturesOfBundle, featuresDisabledBy } from "../../e2e/chromium-features";

describe("disabledFeaturesOfBundle", () => {
  test("reads the quoted names of the array, leaving out comments and empty entries", () => {
    const bundle = `
      var disabledFeatures, enabledFeatures;
      disabledFeatures = [
        // See "https://example.test/issue" for "CommentedOut"
        "HttpsUpgrades",
        "PaintHolding", // trailing "Note"
        process.env.FLAG ? "" : "RenderDocument"
      ].filter(Boolean);
      enabledFeatures = () => ["NotThisOne"];`;
    expect(disabledFeaturesOfBundle(bundle)).toEqual(["HttpsUpgrades", "PaintHolding", "RenderDocument"]);
  });

  test("is null for a bundle without the array", () => {
    expect(disabledFeaturesOfBundle("var other = [1, 2];")).toBeNull();
  });
});

describe("disableFeatures", () => {
  test("makes one switch, each feature once", () => {
    expect(disableFeatures(["A", "B", "A", "C"])).toBe("--disable-features=A,B,C");
  });
});

describe("featuresDisabledBy", () => {
  test("lists the features of every --disable-features switch among the flags, and only those", () => {
    expect(
      featuresDisabledBy(["--no-sandbox", "--disable-features=A,B", "--enable-features=C", "--disable-features=D"]),
    ).toEqual(["A", "B", "D"]);
  });

  test("round-trips what disableFeatures makes", () => {
    expect(featuresDisabledBy([disableFeatures(["X", "Y"])])).toEqual(["X", "Y"]);
  });
});

describe("the installed Playwright", () => {
  test("its own disabled features are found in its bundle", () => {
    // Run as the e2e suites run it (an ES module), where the bundle is resolved.
    const output = execFileSync(
      process.execPath,
      [
        "--import",
        "./scripts/resolve-ts.ts",
        "--input-type=module",
        "-e",
        'const m = await import("./e2e/chromium-features.ts"); console.log(JSON.stringify(m.playwrightDisabledFeatures()));',
      ],
      { encoding: "utf8" },
    );
    const features = JSON.parse(output) as string[];
    expect(features).toEqual(expect.arrayContaining(["HttpsUpgrades", "PaintHolding"]));
  });
});
