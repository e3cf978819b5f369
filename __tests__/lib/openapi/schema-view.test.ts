/** @jest-environment node */
import { childPointer } from "../../../src/lib/openapi/document";
import { buildSchemaView, schemaConstraints } from "../../../src/lib/openapi/schema-view";
import type { SchemaView } from "../../../src/lib/openapi/types";
import { fixtureSpec } from "../../fixtures/openapi-specs";

const document = fixtureSpec("schemas.yaml");
const root = buildSchemaView(document, { $ref: "#/components/schemas/Cases" }, childPointer("#", "x"));
const property = (view: SchemaView, name: string): SchemaView => {
  const found = view.properties.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no property ${name}`);
  return found;
};

/** A schema tree as indented text: name, type and flags, one node a line. */
function printTree(view: SchemaView, depth = 0): string {
  const flags = [
    view.required && "required",
    view.nullable && "nullable",
    view.recursiveRef && `recursive ${view.recursiveRef}`,
  ]
    .filter(Boolean)
    .join(", ");
  const line = `${"  ".repeat(depth)}${view.name ?? "(root)"}: ${view.type}${flags ? ` [${flags}]` : ""}`;
  const children = [...view.properties, ...(view.items ? [view.items] : []), ...view.variants];
  return [line, ...children.map((child) => printTree(child, depth + 1))].join("\n");
}

describe("buildSchemaView", () => {
  test("oneOf: variants named by their schema, discriminator kept", () => {
    const choice = property(root, "choice");
    expect(choice.type).toBe("one of");
    expect(choice.variants.map((variant) => variant.name)).toEqual(["StockSymbol", "CryptoSymbol"]);
    expect(choice.discriminator).toBe("asset_class");
    expect(choice.variants[0].properties.map((p) => `${p.name}${p.required ? "*" : ""}`)).toEqual([
      "asset_class*",
      "symbol*",
    ]);
  });

  test("allOf: properties and required flags merge, description inherited", () => {
    const merged = property(root, "merged");
    expect(merged.type).toBe("object");
    expect(merged.properties.map((p) => `${p.name}${p.required ? "*" : ""}`)).toEqual(["id*", "name*"]);
    expect(merged.descriptionHtml).toBe("<p>Shared fields.</p>");
  });

  test("nullable: 3.1 type arrays and anyOf with null", () => {
    expect(property(root, "maybe")).toMatchObject({ type: "string", nullable: true });
    const maybeRef = property(root, "maybeRef");
    expect(maybeRef).toMatchObject({ nullable: true, refName: "Leaf", name: "maybeRef" });
    expect(maybeRef.variants).toEqual([]);
  });

  test("enum and default are JSON text", () => {
    expect(property(root, "status")).toMatchObject({ enumValues: ['"open"', '"closed"'], defaultValue: '"open"' });
    expect(property(property(root, "choice").variants[0], "asset_class").enumValues).toEqual(['"stock"']);
  });

  test("recursive schemas stop at the repeated name", () => {
    const tree = property(root, "tree");
    const children = property(tree, "children");
    expect(children.type).toBe("array of Node");
    expect(children.items).toMatchObject({ recursiveRef: "Node", properties: [] });
  });

  test("formats, constraints, arrays and maps", () => {
    expect(property(root, "bare")).toMatchObject({ type: "integer <int64>", constraints: ["≥ 1", "≤ 100"] });
    expect(property(root, "tags")).toMatchObject({
      type: "array of string",
      constraints: ["at least 1 item", "unique items"],
    });
    expect(property(root, "map").additionalProperties?.refName).toBe("Leaf");
  });

  test("the whole tree, printed", () => {
    expect(printTree(root)).toMatchSnapshot();
  });
});

describe("schemaConstraints", () => {
  test("ranges read as words", () => {
    expect(schemaConstraints({ minLength: 1, maxLength: 12 })).toEqual(["1 to 12 characters"]);
    expect(schemaConstraints({ maxItems: 50 })).toEqual(["at most 50 items"]);
    expect(schemaConstraints({ exclusiveMinimum: 0, pattern: "^[A-Z]+$" })).toEqual(["> 0", "pattern ^[A-Z]+$"]);
  });

  test("the unit agrees with its number", () => {
    expect(schemaConstraints({ minLength: 1 })).toEqual(["at least 1 character"]);
    expect(schemaConstraints({ minItems: 1, maxItems: 1 })).toEqual(["exactly 1 item"]);
    expect(schemaConstraints({ maxProperties: 1 })).toEqual(["at most 1 property"]);
    expect(schemaConstraints({ minProperties: 2 })).toEqual(["at least 2 properties"]);
  });
});
