import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ColourModeToggle } from "../../../src/components/layout/ColourModeToggle";
import { globalCss } from "../../../src/theme/global-css";
import { installMatchMedia, type MatchMediaControl } from "../fixtures/dom";

const root = document.documentElement;
let media: MatchMediaControl;
let style: HTMLStyleElement;

beforeEach(() => {
  media = installMatchMedia(false);
  localStorage.clear();
  root.removeAttribute("data-theme");
  // The site's stylesheet decides which label shows; jsdom applies its attribute rules (not media queries).
  style = document.createElement("style");
  style.textContent = globalCss("switchable");
  document.head.appendChild(style);
});
afterEach(() => {
  media.restore();
  style.remove();
});

const toggle = () => screen.getByRole("button", { name: /^Switch to (dark|light) mode$/ });

describe("ColourModeToggle", () => {
  it("switches from the OS's light mode to dark, and remembers the choice", async () => {
    const user = userEvent.setup();
    render(<ColourModeToggle />);
    await user.click(screen.getByRole("button", { name: /Switch to dark mode/ }));
    expect(root).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(toggle()).toHaveAccessibleName("Switch to light mode");
  });

  it("switches from the OS's dark mode to light", async () => {
    media.setMatches(true);
    const user = userEvent.setup();
    render(<ColourModeToggle />);
    await user.click(screen.getByRole("button"));
    expect(root).toHaveAttribute("data-theme", "light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(toggle()).toHaveAccessibleName("Switch to dark mode");
  });

  it("toggles back and forth from a chosen mode, ignoring the OS", async () => {
    root.setAttribute("data-theme", "dark");
    media.setMatches(false);
    const user = userEvent.setup();
    render(<ColourModeToggle />);
    expect(toggle()).toHaveAccessibleName("Switch to light mode");
    await user.click(toggle());
    expect(root).toHaveAttribute("data-theme", "light");
    await user.click(toggle());
    expect(root).toHaveAttribute("data-theme", "dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("still switches when storage refuses the choice", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const user = userEvent.setup();
    render(<ColourModeToggle />);
    await user.click(screen.getByRole("button"));
    expect(root).toHaveAttribute("data-theme", "dark");
    setItem.mockRestore();
  });
});
