/** @jest-environment node */
/**
 * GraphiQL is the content model's documentation: every type the build declares, and every field
 * of it, carries a description. Reads the same SDL the createSchemaCustomization hooks register.
 */
import { Kind, parse, type DefinitionNode } from "graphql";
import { typeDefs as asyncApiTypes } from "../../plugins/gatsby-source-asyncapi/create-schema-customization";
import { typeDefs as openApiTypes } from "../../plugins/gatsby-source-openapi/create-schema-customization";
import { typeDefs as symbolTypes } from "../../plugins/gatsby-source-symbols/create-schema-customization";
import { typeDefs as siteTypes } from "../../src/node/schema";

const SOURCES = {
  "src/node/schema.ts": siteTypes,
  "plugins/gatsby-source-openapi/create-schema-customization.ts": openApiTypes,
  "plugins/gatsby-source-asyncapi/create-schema-customization.ts": asyncApiTypes,
  "plugins/gatsby-source-symbols/create-schema-customization.ts": symbolTypes,
};

type Described = DefinitionNode & {
  name: { value: string };
  description?: { value: string };
  fields?: ReadonlyArray<{ name: { value: string }; description?: { value: string } }>;
};

/** `Type` or `Type.field` of every declaration without a description, in one SDL text. */
export function undescribed(sdl: string): string[] {
  const missing: string[] = [];
  for (const definition of parse(sdl).definitions as Described[]) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION
    )
      continue;
    const type = definition.name.value;
    if (!definition.description?.value.trim() && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) missing.push(type);
    for (const field of definition.fields ?? [])
      if (!field.description?.value.trim()) missing.push(`${type}.${field.name.value}`);
  }
  return missing;
}

describe("the GraphQL content model", () => {
  test.each(Object.entries(SOURCES))("%s describes every type and field", (_file, sdl) => {
    expect(undescribed(sdl)).toEqual([]);
  });

  test("the check finds an undescribed field", () => {
    expect(undescribed('"""A type."""\ntype A { "Described." a: String\n b: Int }\ntype B { c: String }')).toEqual([
      "A.b",
      "B",
      "B.c",
    ]);
  });
});
