import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchButton } from "../../../src/components/layout/SearchButton";
import { closeSearch } from "../../../src/components/layout/SearchButton/searchOpen";

// Whether search is open is kept for the visit: each test starts closed.
afterEach(() => act(() => closeSearch()));

describe("SearchButton", () => {
  it("opens search from the button, and returns focus to it on Escape", async () => {
    const user = userEvent.setup();
    render(<SearchButton />);
    const button = screen.getByRole("button", { name: /Search/ });
    await user.click(button);
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("opens on Ctrl+K, and on / except while typing in a field", async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Elsewhere" />
        <SearchButton />
      </>,
    );
    await user.click(screen.getByRole("textbox", { name: "Elsewhere" }));
    await user.keyboard("/");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
  });

  it("keeps a shortcut pressed between two pages for the next page's button", async () => {
    const user = userEvent.setup();
    const first = render(<SearchButton />);
    first.unmount();
    await user.keyboard("/");
    render(<SearchButton />);
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
  });

  it("keeps the dialog open when a route change replaces the button it was opened from", async () => {
    const user = userEvent.setup();
    const first = render(<SearchButton />);
    await user.keyboard("{Control>}k{/Control}");
    first.unmount();
    render(<SearchButton />);
    expect(await screen.findByRole("dialog", { name: "Search the documentation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Search/ })).toHaveAttribute("aria-expanded", "true");
  });
});
