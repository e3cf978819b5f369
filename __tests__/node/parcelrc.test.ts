/** @jest-environment node */
import fs from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "../..");
const parcelrc = JSON.parse(fs.readFileSync(path.join(ROOT, ".parcelrc"), "utf8")) as {
  extends: string;
  optimizers: Record<string, string[]>;
};

describe(".parcelrc, Parcel's configuration for compiling gatsby-config, gatsby-node and the local plugins", () => {
  test("extends Gatsby's own configuration, which is where it says", () => {
    const extended = path.join(ROOT, parcelrc.extends);
    expect(fs.existsSync(extended)).toBe(true);
    const gatsbyConfig = JSON.parse(fs.readFileSync(extended, "utf8")) as { optimizers: Record<string, string[]> };
    expect(Object.keys(gatsbyConfig.optimizers)).toEqual(Object.keys(parcelrc.optimizers));
  });

  test("leaves the compiled files unminified: nothing but Node.js reads them", () => {
    expect(Object.values(parcelrc.optimizers)).toEqual([[]]);
  });
});
