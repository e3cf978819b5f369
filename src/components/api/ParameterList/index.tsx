import { parameterGroupId, parameterGroupTitle, parameterLocations } from "../../../lib/openapi/anchors";
import type { ParameterView } from "../../../lib/openapi/types";
import { H3 } from "../../mdx/Heading";
import { SchemaFacts } from "../SchemaView/SchemaFacts";

/** Props of ParameterList. */
export interface Props {
  parameters: ParameterView[];
}

/** Parameters grouped by where they are sent (path, query, header), each with its schema facts. */
export function ParameterList({ parameters }: Props) {
  return (
    <>
      {parameterLocations(parameters).map((location) => (
        <section key={location} className="parameter-group" aria-labelledby={parameterGroupId(location)}>
          <H3 id={parameterGroupId(location)}>{parameterGroupTitle(location)}</H3>
          <ul className="schema-list">
            {parameters
              .filter((parameter) => parameter.in === location)
              .map((parameter) => (
                <li key={parameter.name} className="schema-property">
                  <div className="schema-head">
                    <span className="schema-name">{parameter.name}</span>
                    <span className="schema-type">
                      {parameter.schema.type}
                      {parameter.schema.nullable && " | null"}
                    </span>
                    {parameter.required && <span className="schema-required">required</span>}
                    {parameter.deprecated && <span className="schema-flag">deprecated</span>}
                  </div>
                  {parameter.descriptionHtml && (
                    <div
                      className="schema-description"
                      dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }}
                    />
                  )}
                  <SchemaFacts schema={parameter.schema} example={parameter.example ?? parameter.schema.example} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
