import type { FactTable } from "../../lib/facts/tables";
import { Table } from "../mdx/Table";

/** A table generated from the facts, with the same scrolling box and row headers as Markdown tables. */
export function FactTableView({ table }: { table?: FactTable }) {
  if (!table) return null;
  return (
    <Table data-label={table.label}>
      <thead>
        <tr>
          <td />
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.header}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={table.columns[index]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
