import { Children, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { scrollableProps } from "./scrollable";

type TableProps = ComponentPropsWithoutRef<"table"> & {
  /** What the table is about (the heading above it), set at build time by rehypeTableLabels. */
  "data-label"?: string;
};

/** A Markdown table in a box that scrolls sideways, which keyboard users can focus and scroll. */
export function Table({ "data-label": label, children, ...rest }: TableProps) {
  return (
    <div className="table-scroll" {...scrollableProps(label ? `Table: ${label}` : "Table")}>
      <table {...rest}>{children}</table>
    </div>
  );
}

function isEmpty(children: ReactNode): boolean {
  return Children.toArray(children).every((child) => typeof child === "string" && child.trim() === "");
}

/**
 * A header cell. An empty one (the corner of a comparison table, `| | Free | Trial |`) heads
 * nothing, so it is a data cell: an empty `th` is announced as a header without a name.
 */
export function HeaderCell({ children, ...rest }: ComponentPropsWithoutRef<"th">) {
  if (isEmpty(children)) return <td {...(rest as ComponentPropsWithoutRef<"td">)} />;
  return <th {...rest}>{children}</th>;
}
