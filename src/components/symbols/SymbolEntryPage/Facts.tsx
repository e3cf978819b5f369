import { Fragment } from "react";
import type { SymbolFact } from "../../../lib/symbols/model";
import * as styles from "./styles";

/** Props of Facts. */
export interface Props {
  facts: readonly SymbolFact[];
}

/** A symbol's labelled values as a description list. */
export function Facts({ facts }: Props) {
  return (
    <dl css={styles.facts}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
