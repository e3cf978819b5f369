import type { ReactElement } from "react";
import type { SchemaView as Schema } from "../../../lib/openapi/types";
import { SchemaFacts } from "./SchemaFacts";
import * as styles from "./styles";

/** What a node shows inside it: properties, the item's properties, or variants. */
function childrenOf(schema: Schema): { label: string; render: () => ReactElement } | null {
  if (schema.recursiveRef) return null;
  if (schema.variants.length > 0) {
    return {
      label: `${schema.combinator === "anyOf" ? "any of" : "one of"} ${schema.variants.length} variants`,
      render: () => <Variants schema={schema} />,
    };
  }
  if (schema.properties.length > 0) return { label: `${schema.properties.length} properties`, render: () => <PropertyList properties={schema.properties} /> };
  if (schema.items) return childrenOf(schema.items);
  if (schema.additionalProperties) {
    const inner = childrenOf(schema.additionalProperties);
    return inner && { label: `values: ${inner.label}`, render: inner.render };
  }
  return null;
}

function Variants({ schema }: { schema: Schema }) {
  return (
    <>
      {schema.discriminator && (
        <p css={styles.facts}>
          Discriminated by <code>{schema.discriminator}</code>
        </p>
      )}
      {schema.variants.map((variant, index) => (
        <div key={`${variant.name}-${index}`}>
          <p css={styles.variantLabel}>{variant.name}</p>
          <SchemaBody schema={variant} />
        </div>
      ))}
    </>
  );
}

function Property({ schema }: { schema: Schema }) {
  const inner = childrenOf(schema);
  return (
    <li css={styles.property}>
      <div css={styles.head}>
        <span css={styles.name}>{schema.name}</span>
        <span css={styles.type}>
          {schema.type}
          {schema.nullable && " | null"}
        </span>
        {schema.required && <span css={styles.required}>required</span>}
        {schema.deprecated && <span css={styles.flag}>deprecated</span>}
        {schema.readOnly && <span css={styles.flag}>read-only</span>}
        {schema.writeOnly && <span css={styles.flag}>write-only</span>}
        {schema.recursiveRef && <span css={styles.flag}>recursive: {schema.recursiveRef}, as above</span>}
      </div>
      {schema.descriptionHtml && <div css={styles.description} dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />}
      <SchemaFacts schema={schema} />
      {inner && (
        <details css={styles.nested}>
          <summary>
            {schema.name}: {inner.label}
          </summary>
          <div>{inner.render()}</div>
        </details>
      )}
    </li>
  );
}

function PropertyList({ properties }: { properties: Schema[] }) {
  return (
    <ul css={styles.list}>
      {properties.map((property) => (
        <Property key={property.name} schema={property} />
      ))}
    </ul>
  );
}

/** The body of a schema without its own heading: its properties, items or variants. */
function SchemaBody({ schema }: { schema: Schema }) {
  const inner = childrenOf(schema);
  return (
    <>
      {schema.descriptionHtml && <div css={styles.description} dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />}
      {!inner && (
        <p css={styles.facts}>
          <span css={styles.type}>
            {schema.type}
            {schema.nullable && " | null"}
          </span>
        </p>
      )}
      {!inner && <SchemaFacts schema={schema} />}
      {inner?.render()}
    </>
  );
}

/** Props of SchemaView. */
export interface Props {
  schema: Schema;
}

/**
 * A schema as a list of properties with type, required flag, description, allowed values and
 * constraints. Nested objects, array items and variants open on demand (native disclosure, no
 * script). Shared by the HTTP and WebSocket references.
 */
export function SchemaView({ schema }: Props) {
  return (
    <div className="schema-view">
      {schema.type.startsWith("array") && (
        <p css={styles.facts}>
          <span css={styles.type}>{schema.type}</span>
        </p>
      )}
      <SchemaBody schema={schema} />
    </div>
  );
}
