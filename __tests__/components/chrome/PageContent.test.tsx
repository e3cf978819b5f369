import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createPageLoadStore } from "../../../src/components/chrome/page-load-store";
import { PageContent } from "../../../src/components/layout/PageContent";

function Bomb() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error("The quote table failed to render.");
  return (
    <button type="button" onClick={() => setArmed(true)}>
      Crash
    </button>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe("PageContent: crash fallback", () => {
  it("shows the title, the error message and Try again, which renders the content again", async () => {
    const user = setup();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <PageContent store={createPageLoadStore()}>
        <Bomb />
      </PageContent>,
    );
    await user.click(screen.getByRole("button", { name: "Crash" }));
    expect(screen.getByRole("heading", { name: "This page crashed." })).toHaveFocus();
    expect(screen.getByText("The quote table failed to render.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("button", { name: "Crash" })).toBeInTheDocument();
    expect(screen.queryByText("This page crashed.")).not.toBeInTheDocument();
    errors.mockRestore();
  });
});

describe("PageContent: page loading", () => {
  it("shows a spinner only once loading is slow, and removes it on arrival", () => {
    const store = createPageLoadStore();
    render(<PageContent store={store}>Current page</PageContent>);
    act(() => void store.start("/docs/api", jest.fn()));
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toHaveTextContent("Loading /docs/api…");
    expect(screen.getByText("Current page")).toBeVisible();
    act(() => store.routeUpdated());
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("on failure shows the error text and Retry, which repeats the navigation", async () => {
    const user = setup();
    const store = createPageLoadStore();
    const again = jest.fn();
    render(<PageContent store={store}>Current page</PageContent>);
    act(() => {
      const id = store.start("/docs/api", again);
      store.fail(id, "You are offline, so /docs/api could not be loaded.");
    });
    expect(screen.getByRole("alert")).toHaveTextContent("You are offline, so /docs/api could not be loaded.");
    expect(screen.getByRole("heading", { name: "This page could not be loaded." })).toHaveFocus();
    expect(screen.getByText("Current page")).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it("'Stay on this page' closes the failure and shows the page again", async () => {
    const user = setup();
    const store = createPageLoadStore();
    render(<PageContent store={store}>Current page</PageContent>);
    act(() => store.fail(store.start("/docs/api", jest.fn()), "failed"));
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("Current page")).toBeVisible();
  });
});
