import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Hit, SearchClient } from "instantsearch.js";
import { Configure, Highlight, Hits, InstantSearch, SearchBox, useHits } from "react-instantsearch";
import type { LocalHit } from "../../../src/lib/search/local-engine";
import { createLocalSearchClient } from "../../../src/lib/search/local-client";
import type { LocalIndexFile, SearchRecord } from "../../../src/lib/search/types";

const record = (url: string, lvl1: string, content: string): SearchRecord => ({
  objectID: url,
  url,
  hierarchy: { lvl0: "HTTP API", lvl1, lvl2: null, lvl3: null },
  trail: [],
  content,
  type: "lvl1",
  keywords: [],
  language: "en",
  version: "current",
  position: 0,
});

const FILE: LocalIndexFile = {
  version: 1,
  records: [
    record("/docs/api/crypto/get-quote", "Get a crypto quote", "Latest price of one coin."),
    record("/docs/api/limits", "Rate limits", `Each <script>alert("x")</script> & every quote counts.`),
  ],
};

function HitTitle({ hit }: { hit: Hit<LocalHit> }) {
  return (
    <>
      <h3>
        <Highlight hit={hit} attribute={["hierarchy", "lvl1"]} />
      </h3>
      <p data-testid={`content ${hit.url}`}>
        <Highlight hit={hit} attribute="content" />
      </p>
    </>
  );
}

/** Shows the content highlight exactly as instantsearch hands it to components. */
function RawContent() {
  const { items } = useHits<LocalHit>();
  return <output data-testid="raw">{items.map((hit) => hit._highlightResult.content?.value).join("\n")}</output>;
}

function renderSearch(load: () => Promise<LocalIndexFile>) {
  // instantsearch's SearchClient type is generic in the hit type; the local client returns
  // concrete records, so it is cast here as the site's own client module does.
  const client = createLocalSearchClient(load) as unknown as SearchClient;
  render(
    <InstantSearch searchClient={client} indexName="tickwire-docs" future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={5} facetFilters={["language:en", "version:current"]} />
      <SearchBox placeholder="Search" />
      <Hits<LocalHit> hitComponent={HitTitle} />
      <RawContent />
    </InstantSearch>,
  );
}

describe("the local search client in react-instantsearch", () => {
  it("is accepted as searchClient: typing a query renders the matching hit, highlighted", async () => {
    const load = jest.fn(async () => FILE);
    renderSearch(load);
    const user = userEvent.setup();
    const box = screen.getByRole("searchbox");
    // The opening search has an empty query: nothing is loaded and nothing is shown.
    await waitFor(() => expect(screen.queryAllByRole("heading")).toHaveLength(0));
    expect(load).not.toHaveBeenCalled();

    await user.type(box, "crypto quo");
    // Text content, not the accessible name: the highlight's spans are joined without spaces.
    await waitFor(() => expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Get a crypto quote"]));
    const [title] = screen.getAllByRole("heading");
    expect([...title.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["crypto", "quo"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("reaches the page as text: instantsearch escapes record text, and only its own marks are markup", async () => {
    renderSearch(async () => FILE);
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox"), "every");
    await waitFor(() => expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["Rate limits"]));
    expect(screen.getByTestId("raw")).toHaveTextContent(`Each &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>every</mark> quote counts.`);
    const content = screen.getByTestId("content /docs/api/limits");
    expect(content).toHaveTextContent(`Each <script>alert("x")</script> & every quote counts.`);
    expect(content.querySelector("script")).toBeNull();
    expect(content.querySelector("mark")).toHaveTextContent("every");
  });
});
