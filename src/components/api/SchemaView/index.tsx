import type { ReactElement } from "react";
import type { SchemaView as Schema } from "../../../lib/openapi/types";
import { SchemaFacts } from "./SchemaFacts";

/** What a node shows inside it: properties, the item's properties, or variants. */
function childrenOf(schema: Schema, depth: number): { label: string; render: () => ReactElement } | null {
  if (schema.recursiveRef) return null;
  if (schema.variants.length > 0) {
    return {
      label: `${schema.combinator === "anyOf" ? "any of" : "one of"} ${schema.variants.length} variants`,
      render: () => <Variants schema={schema} depth={depth} />,
    };
  }
  if (schema.properties.length > 0)
    return {
      label: `${schema.properties.length} properties`,
      render: () => <PropertyList properties={schema.properties} depth={depth} />,
    };
  if (schema.items) return childrenOf(schema.items, depth);
  if (schema.additionalProperties) {
    const inner = childrenOf(schema.additionalProperties, depth);
    return inner && { label: `values: ${inner.label}`, render: inner.render };
  }
  return null;
}

function Variants({ schema, depth }: { schema: Schema; depth: number }) {
  return (
    <>
      {schema.discriminator && (
        <p className="schema-facts">
          Discriminated by <code>{schema.discriminator}</code>
        </p>
      )}
      {schema.variants.map((variant, index) => (
        <div key={`${variant.name}-${index}`}>
          <p className="schema-variant-label">{variant.name}</p>
          <SchemaBody schema={variant} depth={depth} />
        </div>
      ))}
    </>
  );
}

function Property({ schema, depth }: { schema: Schema; depth: number }) {
  const inner = childrenOf(schema, depth + 1);
  return (
    <li className="schema-property">
      <div className="schema-head">
        <span className="schema-name">{schema.name}</span>
        <span className="schema-type">
          {schema.type}
          {schema.nullable && " | null"}
        </span>
        {schema.required && <span className="schema-required">required</span>}
        {schema.deprecated && <span className="schema-flag">deprecated</span>}
        {schema.readOnly && <span className="schema-flag">read-only</span>}
        {schema.writeOnly && <span className="schema-flag">write-only</span>}
        {schema.recursiveRef && <span className="schema-flag">recursive: {schema.recursiveRef}, as above</span>}
      </div>
      {schema.descriptionHtml && (
        <div className="schema-description" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      <SchemaFacts schema={schema} />
      {inner && (
        // The first level is open: an envelope such as `data` should not hide the payload.
        <details className="schema-nested" open={depth === 0}>
          <summary>
            {schema.name}: {inner.label}
          </summary>
          <div>{inner.render()}</div>
        </details>
      )}
    </li>
  );
}

function PropertyList({ properties, depth }: { properties: Schema[]; depth: number }) {
  return (
    <ul className="schema-list">
      {properties.map((property) => (
        <Property key={property.name} schema={property} depth={depth} />
      ))}
    </ul>
  );
}

/** The body of a schema without its own heading: its properties, items or variants. */
function SchemaBody({ schema, depth }: { schema: Schema; depth: number }) {
  const inner = childrenOf(schema, depth);
  return (
    <>
      {schema.descriptionHtml && (
        <div className="schema-description" dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      )}
      {!inner && (
        <p className="schema-facts">
          <span className="schema-type">
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
        <p className="schema-facts">
          <span className="schema-type">{schema.type}</span>
        </p>
      )}
      <SchemaBody schema={schema} depth={0} />
    </div>
  );
}
