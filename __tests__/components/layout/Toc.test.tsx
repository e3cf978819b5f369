import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toc, TocCollapsible } from "../../../src/components/layout/Toc";
import { buildToc, type TocEntry } from "../../../src/lib/headings";

/** Built with the real builder: the h1 and h4 must not reach the table of contents. */
const entries: TocEntry[] = buildToc([
  { depth: 1, value: "Quotes", id: "quotes" },
  { depth: 2, value: "Authentication", id: "authentication" },
  { depth: 3, value: "API keys", id: "api-keys" },
  { depth: 4, value: "Key rotation", id: "key-rotation" },
  { depth: 3, value: "Rate limits", id: "rate-limits" },
  { depth: 2, value: "Requests", id: "requests" },
  { depth: 2, value: "Errors", id: "errors" },
]);

const EXPECTED_LINKS = [
  ["Authentication", "#authentication"],
  ["API keys", "#api-keys"],
  ["Rate limits", "#rate-limits"],
  ["Requests", "#requests"],
  ["Errors", "#errors"],
];

const linkList = (root: HTMLElement) =>
  within(root)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Toc", () => {
  it("is a navigation landmark named 'On this page'", () => {
    render(<Toc entries={entries} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(within(nav).getByText("On this page")).toBeInTheDocument();
  });

  it("links to the h2 entries and their h3 children only, in order", () => {
    render(<Toc entries={entries} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(linkList(nav)).toEqual(EXPECTED_LINKS);
    expect(within(nav).queryByRole("link", { name: "Key rotation" })).not.toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Quotes" })).not.toBeInTheDocument();
  });

  it("nests h3 entries in a list under their h2", () => {
    render(<Toc entries={entries} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const topList = within(nav).getAllByRole("list")[0];
    const topItems = within(topList)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === topList);
    expect(topItems.map((item) => item.querySelector("a")?.textContent)).toEqual([
      "Authentication",
      "Requests",
      "Errors",
    ]);

    const authentication = topItems[0];
    const nested = within(authentication).getByRole("list");
    expect(linkList(nested)).toEqual([
      ["API keys", "#api-keys"],
      ["Rate limits", "#rate-limits"],
    ]);
    expect(within(topItems[1]).queryByRole("list")).not.toBeInTheDocument();
  });

  it("renders an empty list for no entries", () => {
    render(<Toc entries={[]} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(within(nav).queryAllByRole("link")).toHaveLength(0);
  });
});

describe("TocCollapsible", () => {
  const details = () => {
    const summary = screen.getByText("On this page", { selector: "summary" });
    const element = summary.closest("details");
    expect(element).not.toBeNull();
    return { summary, element: element! };
  };

  /** Clicks the summary and waits for the (asynchronous) toggle event to reach React. */
  async function openBySummary(user: ReturnType<typeof userEvent.setup>) {
    const { summary, element } = details();
    const toggled = new Promise((resolve) => element.addEventListener("toggle", resolve, { once: true }));
    await user.click(summary);
    await act(async () => {
      await toggled;
    });
    return element;
  }

  it("is a closed <details> whose summary is 'On this page'", () => {
    render(<TocCollapsible entries={entries} />);
    const { summary, element } = details();
    expect(element.tagName).toBe("DETAILS");
    expect(element.firstElementChild).toBe(summary);
    expect(element).not.toHaveAttribute("open");
    expect(linkList(within(element).getByRole("navigation", { name: "On this page" }))).toEqual(EXPECTED_LINKS);
  });

  it("opens from its summary", async () => {
    const user = userEvent.setup();
    render(<TocCollapsible entries={entries} />);
    const element = await openBySummary(user);
    expect(element).toHaveAttribute("open");
  });

  it.each(["Requests", "API keys"])("closes after the %s link is clicked", async (label) => {
    const user = userEvent.setup();
    render(<TocCollapsible entries={entries} />);
    const element = await openBySummary(user);
    expect(element.open).toBe(true);
    await user.click(within(element).getByRole("link", { name: label }));
    expect(element.open).toBe(false);
    expect(element).not.toHaveAttribute("open");
  });

  it("does not mark any link active", () => {
    render(<TocCollapsible entries={entries} />);
    expect(document.querySelectorAll('[data-active="true"]')).toHaveLength(0);
  });
});

describe("Toc active heading", () => {
  const ids = ["authentication", "api-keys", "rate-limits", "requests", "errors"];
  /** Viewport top of every heading, read by the mocked getBoundingClientRect. */
  let tops: Record<string, number>;
  let frames: FrameRequestCallback[];
  let headingHost: HTMLElement;

  const setScrollHeight = (value: number) =>
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value });
  const setScrollY = (value: number) => Object.defineProperty(window, "scrollY", { configurable: true, value });

  beforeEach(() => {
    // A page much taller than the 768px jsdom viewport, scrolled to the top.
    setScrollHeight(5000);
    setScrollY(0);
    tops = { authentication: 150, "api-keys": 500, "rate-limits": 900, requests: 1400, errors: 2000 };
    headingHost = document.createElement("div");
    for (const id of ids) {
      const heading = document.createElement(id === "api-keys" || id === "rate-limits" ? "h3" : "h2");
      heading.id = id;
      heading.getBoundingClientRect = () =>
        ({
          top: tops[id],
          bottom: tops[id] + 30,
          left: 0,
          right: 0,
          width: 0,
          height: 30,
          x: 0,
          y: tops[id],
          toJSON: () => ({}),
        }) as DOMRect;
      headingHost.appendChild(heading);
    }
    document.body.appendChild(headingHost);
    frames = [];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    headingHost.remove();
    delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight;
    delete (window as unknown as Record<string, unknown>).scrollY;
  });

  const flushFrames = () =>
    act(() => {
      const pending = frames.splice(0);
      for (const callback of pending) callback(performance.now());
    });

  /** Moves the headings and scrolls the window, then runs the animation frame. */
  const scrollTo = (scrollY: number, newTops: Partial<Record<string, number>>) => {
    Object.assign(tops, newTops);
    setScrollY(scrollY);
    fireEvent.scroll(window);
    flushFrames();
  };

  const activeLinks = () =>
    [...document.querySelectorAll('nav[aria-label="On this page"] a[data-active="true"]')].map((a) => a.textContent);

  it("starts on the first heading when none has reached the reading line", () => {
    render(<Toc entries={entries} />);
    expect(activeLinks()).toEqual(["Authentication"]);
    expect(screen.getByRole("link", { name: "Requests" })).toHaveAttribute("data-active", "false");
  });

  it("picks the heading in view in the first frame after mount, e.g. when the page opens at #requests", () => {
    Object.assign(tops, { authentication: -1300, "api-keys": -950, "rate-limits": -550, requests: 0, errors: 600 });
    setScrollY(1400);
    render(<Toc entries={entries} />);
    // Measuring waits for a frame, so mounting (hydration) never forces a layout.
    expect(activeLinks()).toEqual(["Authentication"]);
    flushFrames();
    expect(activeLinks()).toEqual(["Requests"]);
  });

  it("moves data-active to the last heading above the reading line as the page scrolls", () => {
    render(<Toc entries={entries} />);

    scrollTo(450, { authentication: -300, "api-keys": 50, "rate-limits": 450, requests: 950, errors: 1550 });
    expect(activeLinks()).toEqual(["API keys"]);

    scrollTo(900, { authentication: -750, "api-keys": -400, "rate-limits": 0, requests: 500, errors: 1100 });
    expect(activeLinks()).toEqual(["Rate limits"]);

    scrollTo(1350, { authentication: -1200, "api-keys": -850, "rate-limits": -450, requests: 50, errors: 650 });
    expect(activeLinks()).toEqual(["Requests"]);
    expect(screen.getByRole("link", { name: "Rate limits" })).toHaveAttribute("data-active", "false");

    // Back up to the top.
    scrollTo(0, { authentication: 150, "api-keys": 500, "rate-limits": 900, requests: 1400, errors: 2000 });
    expect(activeLinks()).toEqual(["Authentication"]);
  });

  it("counts a heading exactly on the reading line (96px) as reached", () => {
    render(<Toc entries={entries} />);
    scrollTo(1304, { authentication: -1154, "api-keys": -804, "rate-limits": -404, requests: 96, errors: 696 });
    expect(activeLinks()).toEqual(["Requests"]);
    scrollTo(1303, { authentication: -1153, "api-keys": -803, "rate-limits": -403, requests: 97, errors: 697 });
    expect(activeLinks()).toEqual(["Rate limits"]);
  });

  it("activates the last heading at the bottom of the page", () => {
    render(<Toc entries={entries} />);
    // innerHeight (768) + scrollY reaches scrollHeight (5000) while "Errors" is still low on screen.
    scrollTo(4232, { authentication: -4000, "api-keys": -3700, "rate-limits": -3300, requests: -2800, errors: 300 });
    expect(activeLinks()).toEqual(["Errors"]);
  });

  it("updates once per animation frame, not on every scroll event", () => {
    render(<Toc entries={entries} />);
    Object.assign(tops, { authentication: -300, "api-keys": 50 });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
    // Nothing changes until the frame runs.
    expect(activeLinks()).toEqual(["Authentication"]);
    flushFrames();
    expect(activeLinks()).toEqual(["API keys"]);
    // A later scroll schedules a new frame.
    fireEvent.scroll(window);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2);
  });

  it("also updates on resize", () => {
    render(<Toc entries={entries} />);
    Object.assign(tops, { authentication: -300, "api-keys": -100, "rate-limits": 20 });
    fireEvent(window, new Event("resize"));
    flushFrames();
    expect(activeLinks()).toEqual(["Rate limits"]);
  });

  it("stops listening when unmounted, and cancels the pending frame", () => {
    const { unmount } = render(<Toc entries={entries} />);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
    unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalledTimes(1);
    fireEvent.scroll(window);
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1);
  });
});
