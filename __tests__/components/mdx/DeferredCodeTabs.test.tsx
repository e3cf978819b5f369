import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DeferredCodeTabs } from "../../../src/components/mdx/DeferredCodeTabs";

const TABS = [
  { value: "curl", label: "curl" },
  { value: "python", label: "Python" },
  { value: "go", label: "Go" },
];

const props = {
  groupId: "lang",
  tabs: TABS,
  initial: { value: "curl", html: "<code>curl https://api</code>" },
  src: "/samples/http-api/x.json",
};

beforeEach(() => window.localStorage.clear());

it("ships the first sample and loads the others once, when another language is chosen", async () => {
  const fetchMock = jest.fn(async () => ({
    ok: true,
    json: async () => ({ python: "<code>requests.get()</code>", go: "<code>http.Get()</code>" }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<DeferredCodeTabs {...props} />);
  expect(screen.getByRole("tabpanel")).toHaveTextContent("curl https://api");
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("tab", { name: "Python" }));
  expect(await screen.findByText("requests.get()")).toBeVisible();
  await userEvent.click(screen.getByRole("tab", { name: "Go" }));
  expect(screen.getByText("http.Get()")).toBeVisible();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("loads at once for a remembered language, and says so when loading fails, retrying on the next choice", async () => {
  window.localStorage.setItem("tabs.lang", "python");
  const fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async () => ({}) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  // Loaded files are shared for the page's lifetime, so this test names a file of its own.
  render(<DeferredCodeTabs {...props} src="/samples/http-api/unreachable.json" />);
  expect(await screen.findByText(/The Python sample could not be loaded/)).toBeVisible();
  await userEvent.click(screen.getByRole("tab", { name: "Go" }));
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
