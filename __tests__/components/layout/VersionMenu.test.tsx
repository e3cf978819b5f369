import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { VersionMenu } from "../../../src/components/layout/VersionMenu";

const current = { name: "current", label: "Current", path: "/docs" };
const v1 = { name: "1.x", label: "1.x", path: "/docs/1.x" };

beforeEach(() => {
  localStorage.clear();
  (navigate as jest.Mock).mockClear();
});

describe("VersionMenu", () => {
  it("is hidden with the single current version (the site's configuration)", () => {
    const { container } = render(<VersionMenu route="/docs/api" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the versions, with the page's own selected, when there are several", () => {
    render(<VersionMenu route="/docs/1.x/api" versions={[current, v1]} pluginId="default" />);
    const select = screen.getByRole("combobox", { name: "Docs version" });
    expect(select).toHaveValue("1.x");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Current", "1.x"]);
  });

  it("remembers the chosen version for the plugin and goes to it", async () => {
    const user = userEvent.setup();
    render(<VersionMenu route="/docs/api" versions={[current, v1]} pluginId="default" />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Docs version" }), "1.x");
    expect(localStorage.getItem("docs-preferred-version-default")).toBe("1.x");
    expect(navigate).toHaveBeenCalledWith("/docs/1.x");
  });

  it("preselects the remembered version on pages outside every version", () => {
    localStorage.setItem("docs-preferred-version-default", "1.x");
    render(<VersionMenu route="/search" versions={[current, v1]} pluginId="default" />);
    expect(screen.getByRole("combobox", { name: "Docs version" })).toHaveValue("1.x");
  });
});
