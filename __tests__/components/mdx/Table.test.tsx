import { render, screen, within } from "@testing-library/react";
import { HeaderCell, Table } from "../../../src/components/mdx/Table";

/** A comparison table as MDX renders `| | Free | Trial |` with the site's components. */
function Comparison({ label }: { label?: string }) {
  return (
    <Table data-label={label}>
      <thead>
        <tr>
          <HeaderCell />
          <HeaderCell>Free</HeaderCell>
          <HeaderCell style={{ textAlign: "right" }}>
            <code>Trial</code>
          </HeaderCell>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Requests per day</td>
          <td>600</td>
          <td>50,000</td>
        </tr>
      </tbody>
    </Table>
  );
}

describe("Table", () => {
  it("sits in a focusable scroll box named after the table, so keyboards can scroll it", () => {
    render(<Comparison label="Comparison" />);
    const box = screen.getByRole("group", { name: "Table: Comparison" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(box).toHaveClass("table-scroll");
    expect(within(box).getByRole("table")).toBe(box.firstElementChild);
    expect(box).not.toHaveAttribute("data-label");
    expect(within(box).getByRole("table")).not.toHaveAttribute("data-label");
  });

  it("is named just 'Table' without a label", () => {
    render(<Comparison />);
    expect(screen.getByRole("group", { name: "Table" })).toHaveAttribute("tabindex", "0");
  });
});

describe("HeaderCell", () => {
  it("renders an empty header cell as a data cell, and the others as column headers", () => {
    render(<Comparison label="Comparison" />);
    const headerRow = within(screen.getByRole("table")).getAllByRole("row")[0];
    expect(
      within(headerRow)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Free", "Trial"]);
    const [corner] = within(headerRow).getAllByRole("cell");
    expect(corner.tagName).toBe("TD");
    expect(corner).toBeEmptyDOMElement();
  });

  it("treats whitespace-only text as empty and keeps the cell's attributes", () => {
    render(
      <table>
        <thead>
          <tr>
            <HeaderCell style={{ textAlign: "center" }}>{"  "}</HeaderCell>
            <HeaderCell style={{ textAlign: "center" }}>Plan</HeaderCell>
          </tr>
        </thead>
      </table>,
    );
    const cells = screen.getAllByRole("row")[0].children;
    expect(cells[0].tagName).toBe("TD");
    expect(cells[0]).toHaveStyle({ textAlign: "center" });
    expect(cells[1].tagName).toBe("TH");
    expect(cells[1]).toHaveStyle({ textAlign: "center" });
  });
});
