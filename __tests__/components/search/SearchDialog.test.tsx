import { act, render, screen, waitFor, within, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SearchDialog } from "../../../src/components/search/SearchDialog";
import { HISTORY_KEY } from "../../../src/components/search/useSearchHistory";
import type { SearchClient } from "instantsearch.js";
import { createLocalSearchClient, indexSourceAt } from "../../../src/lib/search/local-client";
import type { SearchRecord } from "../../../src/lib/search/types";
import { fetchOfIndexParts } from "../../fixtures/search-parts";

const record = (
  url: string,
  lvl0: string,
  lvl1: string,
  lvl2: string | null,
  content: string,
  position = 0,
): SearchRecord => ({
  objectID: url,
  url,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: null },
  trail: [],
  content,
  type: lvl2 ? "lvl2" : "lvl1",
  keywords: [],
  language: "en",
  version: "current",
  position,
});

const RECORDS: SearchRecord[] = [
  record(
    "/docs/api/crypto/get-quote",
    "HTTP API",
    "Get a crypto quote",
    null,
    "Latest price of one coin against a quote currency.",
  ),
  record("/docs/api/authentication", "HTTP API", "Authentication", null, "Send your key in the X-API-Key header."),
  record(
    "/docs/api/authentication#query-parameter",
    "HTTP API",
    "Authentication",
    "Query parameter",
    "Where headers cannot be set, pass apikey in the query.",
    1,
  ),
  record(
    "/docs/websocket/authentication",
    "WebSocket API",
    "Authentication",
    null,
    "Authenticate the stream with your key after connecting.",
  ),
  record("/docs/api/limits", "HTTP API", "Rate limits", null, "Requests per minute for each plan."),
  record(
    "/docs/account/activation",
    "Guides",
    "Activation",
    null,
    "Your account's keys & limits <b>start</b> once it is active.",
  ),
];

const served = fetchOfIndexParts(RECORDS);

const fetchMock = jest.fn();

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(served);
  global.fetch = fetchMock as unknown as typeof fetch;
  (navigate as jest.Mock).mockReset();
});

const input = () => screen.getByRole("combobox", { name: "Search the documentation" });

/** Renders the dialog with an empty box: the dialog keeps the last query of the visit. */
async function openDialog(
  onClose: () => void = () => undefined,
  rendered: (result: RenderResult) => void = () => undefined,
) {
  const user = userEvent.setup();
  // A client of its own per test, so each test loads the index afresh.
  const client = createLocalSearchClient(
    indexSourceAt((url) => fetchMock(url).then((response: { json: () => Promise<unknown> }) => response.json())),
  );
  rendered(render(<SearchDialog onClose={onClose} client={client as unknown as SearchClient} />));
  await user.clear(input());
  return user;
}

describe("SearchDialog", () => {
  it("is a labelled modal whose search box has focus, with the footer hints", async () => {
    await openDialog();
    expect(screen.getByRole("dialog", { name: "Search the documentation" })).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute("maxLength", "64");
    const hints = screen.getByRole("list", { name: "Keyboard shortcuts" });
    expect(hints).toHaveTextContent("Enter to select");
    expect(hints).toHaveTextContent("to navigate");
    expect(hints).toHaveTextContent("Escape to close");
    expect(screen.getByText("No recent searches")).toBeInTheDocument();
    // Nothing is downloaded before the reader types.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists hits grouped by site area, moves through them with the arrow keys and opens one with Enter", async () => {
    // Closing unmounts the dialog at once, as the search button does.
    let unmount: () => void = () => undefined;
    const onClose = jest.fn(() => unmount());
    const user = await openDialog(onClose, (rendered) => (unmount = rendered.unmount));
    await user.type(input(), "authentication");
    const listbox = await screen.findByRole("listbox", { name: "Search results" });
    const groups = within(listbox).getAllByRole("group");
    expect(
      groups.map(
        (group) =>
          group.getAttribute("aria-labelledby") &&
          document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent,
      ),
    ).toEqual(["HTTP API", "WebSocket API"]);
    const options = within(listbox).getAllByRole("option");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    // Matches are marked, and the rest is text, not markup.
    expect(options[0].querySelector("mark")).toHaveTextContent(/^authentication$/i);
    expect(options[0].textContent).not.toContain("<");
    expect(input()).toHaveAttribute("aria-activedescendant", options[0].id);
    await user.keyboard("{ArrowDown}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[1].id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(input()).toHaveAttribute("aria-activedescendant", options[options.length - 1].id);
    expect(screen.getByRole("status")).toHaveTextContent("3 results for authentication");
    const chosen = options[options.length - 1].getAttribute("href");
    await user.keyboard("{Enter}");
    expect(onClose).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(chosen);
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? "{}").recent[0].url).toBe(chosen);
  });

  it("says when nothing matches, offers three queries, and searches one when chosen", async () => {
    const user = await openDialog();
    await user.type(input(), "zzzz");
    expect(await screen.findByText("No results for")).toBeInTheDocument();
    expect(screen.getByText("Try searching for")).toBeInTheDocument();
    expect(screen.getByText(/Believe this query should return results\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Let us know." })).toHaveAttribute("href", "/docs/support/channels");
    const suggestions = screen.getAllByRole("button", { name: /quote|authentication|rate limits/ });
    expect(suggestions).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "rate limits" }));
    expect(input()).toHaveValue("rate limits");

    expect(await screen.findByRole("option", { name: /Rate limits/ })).toBeInTheDocument();
  });

  it("shows the network error when the index cannot be fetched, and recovers on the next keystroke", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = await openDialog();
    await user.type(input(), "q");
    expect(await screen.findByText("You might want to check your network connection.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Unable to fetch results");
    await user.type(input(), "uote");
    expect(await screen.findByRole("option", { name: /Get a crypto quote/ })).toBeInTheDocument();
  });

  it("lists recent searches and favourites before the reader types", async () => {
    window.localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify({
        recent: [{ url: "/docs/api/limits", title: "Rate limits", heading: null, area: "HTTP API" }],
        favourites: [],
      }),
    );
    const user = await openDialog();
    expect(screen.getByRole("link", { name: /Rate limits/ })).toHaveAttribute("href", "/docs/api/limits");
    await user.click(screen.getByRole("button", { name: "Save “Rate limits” as a favourite" }));
    expect(screen.getByRole("heading", { name: "Favourites" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Recent" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove “Rate limits” from favourites" }));
    expect(screen.getByText("No recent searches")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(HISTORY_KEY) ?? "{}")).toEqual({ recent: [], favourites: [] });
  });

  it("shows the text of a hit as text: quotes, ampersands and angle brackets are not markup", async () => {
    const user = await openDialog();
    await user.type(input(), "activation");
    const option = await screen.findByRole("option", { name: /Activation/ });
    expect(option).toHaveTextContent("Your account's keys & limits <b>start</b> once it is active.");
    expect(option.querySelector("b")).toBeNull();
  });

  it("closes on Escape", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<SearchDialog onClose={onClose} />);
    await act(async () => undefined);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});
