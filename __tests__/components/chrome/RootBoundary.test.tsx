import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, useState, type FunctionComponent } from "react";
import { RootBoundary } from "../../../src/components/RootBoundary";

function BrokenLayout() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error("The layout failed to render.");
  return (
    <button type="button" onClick={() => setArmed(true)}>
      Break the layout
    </button>
  );
}

describe("RootBoundary", () => {
  it("replaces a crashed layout with the crash fallback and a link home; Try again renders it again", async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<RootBoundary element={<BrokenLayout />} pathname="/docs/api" />);
    await user.click(screen.getByRole("button", { name: "Break the layout" }));
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    expect(screen.getByText("The layout failed to render.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the Tickwire docs home" })).toHaveAttribute("href", "/docs");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("button", { name: "Break the layout" })).toBeInTheDocument();
    errors.mockRestore();
  });

  it("clears a crash when the route changes", async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = render(<RootBoundary element={<BrokenLayout />} pathname="/docs/api" />);
    await user.click(screen.getByRole("button", { name: "Break the layout" }));
    expect(screen.getByText("This page crashed.")).toBeInTheDocument();
    rerender(<RootBoundary element={<BrokenLayout />} pathname="/docs/websocket" />);
    expect(screen.queryByText("This page crashed.")).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it("says that the page component has no default export, instead of React's generic error", () => {
    // What Gatsby renders for a page module without a default export: the module object itself.
    const moduleObject = { __esModule: true, DocTemplate: () => null } as unknown as FunctionComponent;
    // React warns about the invalid type when the element is created, as it does in Gatsby.
    const warnings = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<RootBoundary element={createElement(moduleObject)} pathname="/docs/api" />);
    expect(screen.getByRole("alert")).toHaveTextContent("The page component for /docs/api has no default export.");
    warnings.mockRestore();
  });
});
