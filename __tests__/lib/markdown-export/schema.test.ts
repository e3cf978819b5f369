import { schemaDescription } from "../../../src/lib/markdown-export/schema";

describe("schemaDescription", () => {
  test("constraints open a sentence of their own", () => {
    expect(
      schemaDescription({
        type: "string",
        descriptionHtml: "<p>The company's name.</p>",
        constraints: ["at least 1 character"],
      }),
    ).toBe("The company's name. At least 1 character.");
  });

  test("a deprecated field says so once", () => {
    expect(schemaDescription({ type: "number", descriptionHtml: "<p>The change.</p>", deprecated: true })).toBe(
      "The change. Deprecated.",
    );
    expect(
      schemaDescription({
        type: "number",
        descriptionHtml: "<p>Deprecated: read <code>change_percent</code>.</p>",
        deprecated: true,
      }),
    ).toBe("Deprecated: read `change_percent`.");
  });
});
