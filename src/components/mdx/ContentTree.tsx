import { createElement, Fragment, type ComponentType, type ReactNode } from "react";
import { childrenOf, propsOf, type ContentNode, type ContentTree as Tree } from "../../lib/mdx/content-tree";
import { DATA_SLICES } from "./data-slices";
import { mdxComponents } from ".";

/** Props of ContentTree. */
export interface Props {
  /** The guide's body, as the build compiled it (Doc.contentTree). */
  tree: Tree;
  /** Components by tag or name; the site's MDX components by default. */
  components?: Readonly<Record<string, ComponentType<never>>>;
}

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

function render(node: ContentNode, components: NonNullable<Props["components"]>): ReactNode {
  if (typeof node === "string") return node;
  const [name] = node;
  const children = childrenOf(node).map((child) => render(child, components));
  if (own(DATA_SLICES, name)) return DATA_SLICES[name]();
  // As MDX does: a tag is the component of that name when there is one; a capitalised name must be one.
  const type = own(components, name) ? components[name] : /^[a-z]/.test(name) ? name : undefined;
  if (!type) throw new Error(`The guide uses <${name}>, which is not one of the MDX components.`);
  // Children as arguments, as MDX's compiled JSX passes them: static, so React wants no keys.
  return createElement(type as ComponentType<object> | string, propsOf(node), ...children);
}

/** A guide's body: the content tree rendered with the MDX components, as its compiled MDX would render. */
export function ContentTree({ tree, components = mdxComponents }: Props) {
  return createElement(Fragment, null, ...tree.map((node) => render(node, components)));
}
