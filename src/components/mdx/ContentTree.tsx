import { createElement, Fragment, useState, type ComponentType, type ReactNode } from "react";
import { childrenOf, propsOf, type ContentNode, type ContentTree as Tree } from "../../lib/mdx/content-tree";
import { Fact } from "../facts/Fact";
import { isHydrating, SERVER_MARKUP } from "../hydrating";
import { DATA_SLICES } from "./data-slices";
import { mdxComponents } from ".";

/** Props of ContentTree. */
export interface Props {
  /** The guide's body, as the build compiled it (Doc.contentTree). */
  tree: Tree;
  /** Components by tag or name; the site's MDX components by default. */
  components?: Readonly<Record<string, ComponentType<never>>>;
}

type Components = NonNullable<Props["components"]>;

const own = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/** Components whose output is text the build already put in, with no behaviour: markup like a tag's. */
const MARKUP_COMPONENTS: ReadonlySet<unknown> = new Set([Fact]);

/** An HTML tag rendered as itself: lower-case, as MDX has it, with no component of that name. */
const isPlainTag = (name: string, components: Components): boolean => !own(components, name) && /^[a-z]/.test(name);

/** A tag rendered as itself, or a component that only writes markup. */
const isMarkup = (name: string, components: Components): boolean =>
  own(components, name)
    ? MARKUP_COMPONENTS.has(components[name])
    : isPlainTag(name, components) && !own(DATA_SLICES, name);

/** Whether a node and everything in it is markup only: nothing in it needs React in the browser. */
function isStatic(node: ContentNode, components: Components): boolean {
  if (typeof node === "string") return true;
  return isMarkup(node[0], components) && childrenOf(node).every((child) => isStatic(child, components));
}

/**
 * A node's element. With `keepServerMarkup` (hydrating), an element whose content is markup only
 * keeps the server's: React takes over the element alone rather than each one inside it.
 */
function render(node: ContentNode, components: Components, keepServerMarkup: boolean): ReactNode {
  if (typeof node === "string") return node;
  const [name] = node;
  if (own(DATA_SLICES, name)) return DATA_SLICES[name]();
  const children = childrenOf(node);
  if (
    keepServerMarkup &&
    isPlainTag(name, components) &&
    // An element of text alone costs nothing to hydrate; void elements may have no content at all.
    children.some((child) => typeof child !== "string") &&
    children.every((child) => isStatic(child, components))
  )
    return createElement(name, {
      ...propsOf(node),
      dangerouslySetInnerHTML: SERVER_MARKUP,
      suppressHydrationWarning: true,
    });
  // As MDX does: a tag is the component of that name when there is one; a capitalised name must be one.
  const type = own(components, name) ? components[name] : isPlainTag(name, components) ? name : undefined;
  if (!type) throw new Error(`The guide uses <${name}>, which is not one of the MDX components.`);
  // Children as arguments, as MDX's compiled JSX passes them: static, so React wants no keys.
  return createElement(
    type as ComponentType<object> | string,
    propsOf(node),
    ...children.map((child) => render(child, components, keepServerMarkup)),
  );
}

/**
 * A guide's body: the content tree rendered with the MDX components, as its compiled MDX would
 * render. On the first load, the parts of it that are markup only (paragraphs, lists and table
 * bodies without links or widgets) keep the server's markup instead of being hydrated: the
 * largest part of a guide's hydration, for elements that have nothing for React to do. The tree
 * of another page, when the reader moves on, is rendered whole.
 */
export function ContentTree({ tree, components = mdxComponents }: Props) {
  // The tree whose server markup this instance took over, if it did.
  const [hydratedTree] = useState(() => (isHydrating() ? tree : null));
  return createElement(Fragment, null, ...tree.map((node) => render(node, components, hydratedTree === tree)));
}
