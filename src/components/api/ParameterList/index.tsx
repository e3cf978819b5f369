import { css } from "@emotion/react";
import { parameterGroupId, parameterGroupTitle, parameterLocations } from "../../../lib/openapi/anchors";
import type { ParameterView } from "../../../lib/openapi/types";
import { H3 } from "../../mdx/Heading";
import { SchemaFacts } from "../SchemaView/SchemaFacts";
import * as styles from "../SchemaView/styles";

const group = css`
  margin-bottom: 1.5rem;
`;

/** Props of ParameterList. */
export interface Props {
  parameters: ParameterView[];
}

/** Parameters grouped by where they are sent (path, query, header), each with its schema facts. */
export function ParameterList({ parameters }: Props) {
  return (
    <>
      {parameterLocations(parameters).map((location) => (
        <section key={location} css={group} aria-labelledby={parameterGroupId(location)}>
          <H3 id={parameterGroupId(location)}>{parameterGroupTitle(location)}</H3>
          <ul css={styles.list}>
            {parameters
              .filter((parameter) => parameter.in === location)
              .map((parameter) => (
                <li key={parameter.name} css={styles.property}>
                  <div css={styles.head}>
                    <span css={styles.name}>{parameter.name}</span>
                    <span css={styles.type}>
                      {parameter.schema.type}
                      {parameter.schema.nullable && " | null"}
                    </span>
                    {parameter.required && <span css={styles.required}>required</span>}
                    {parameter.deprecated && <span css={styles.flag}>deprecated</span>}
                  </div>
                  {parameter.descriptionHtml && <div css={styles.description} dangerouslySetInnerHTML={{ __html: parameter.descriptionHtml }} />}
                  <SchemaFacts schema={parameter.schema} example={parameter.example ?? parameter.schema.example} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
