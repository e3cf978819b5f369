import { FACT_COMPONENTS } from "./mdx-references";

const PLACEHOLDER = /\{\{\s*facts\./;
const COMPONENT = new RegExp(`<(?:${FACT_COMPONENTS.join("|")})\\b`);

/**
 * Whether an MDX file reads content/facts.yaml: a `{{facts.…}}` placeholder or one of the fact
 * components. Textual on purpose, so that it answers even while the facts file is broken: the
 * compiled page must be rebuilt when the file is fixed.
 */
export function mdxUsesFacts(source: string): boolean {
  return PLACEHOLDER.test(source) || COMPONENT.test(source);
}
