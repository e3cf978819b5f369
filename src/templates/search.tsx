import { css } from "@emotion/react";
import { useId, useState } from "react";
import type { HeadProps, PageProps } from "gatsby";
import { Layout } from "../components/layout/Layout";
import { Seo } from "../components/layout/Seo";
import { useBeforePaintEffect } from "../components/useBeforePaintEffect";
import * as styles from "../components/search/SearchPage/styles";
import { useResultsModule } from "../components/search/SearchPage/useResultsModule";
import type { SearchPageContext } from "../lib/kinds/search-page";
import { capQuery, MAX_QUERY_LENGTH, readSearchPageUrl, searchPageUrl } from "../lib/search/dialog-model";
import { color } from "../theme/tokens";

const page = css`
  max-width: 780px;
  p.lead {
    color: ${color("textMuted")};
  }
`;

/** The search page's head tags: it is not a page for search engines to list. */
export function Head({ pageContext }: HeadProps<object, SearchPageContext>) {
  return <Seo head={pageContext.head} />;
}

/**
 * The search page: the same search as the dialog with every result, twenty to a page. The query
 * and page live in the address (`?q=…&page=…`), so a search can be bookmarked and shared.
 */
export default function SearchPage({ location, pageContext }: PageProps<object, SearchPageContext>) {
  const { chrome } = pageContext;
  const inputId = useId();
  // The server renders the page without a query (a static page has no address to read), so the
  // first render must too, or React discards the server HTML on hydration. The address is read
  // before the first paint, on load and whenever it changes without one (links into the page,
  // back and forward).
  const [{ query, page: resultsPage }, setState] = useState(() => readSearchPageUrl(""));
  const [draft, setDraft] = useState(query);
  const Results = useResultsModule(query.trim() !== "");

  useBeforePaintEffect(() => {
    const next = readSearchPageUrl(location.search);
    setState(next);
    setDraft(next.query);
  }, [location.search]);

  const show = (nextQuery: string, nextPage: number) => {
    setState({ query: nextQuery, page: nextPage });
    window.history.replaceState(window.history.state, "", searchPageUrl(nextQuery, nextPage));
  };

  return (
    <Layout route={chrome.route} sidebarId={chrome.sidebarId} markdown={chrome.markdown}>
      <div css={page}>
        <h1>{chrome.title}</h1>
        <p className="lead">Guides, the HTTP and WebSocket references, and the symbol lists.</p>
        <form
          role="search"
          action={chrome.route}
          method="get"
          css={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            show(draft, 1);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Search the documentation
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_QUERY_LENGTH}
            value={draft}
            onChange={(event) => {
              const next = capQuery(event.target.value);
              setDraft(next);
              show(next, 1);
            }}
          />
          <button type="submit">Search</button>
        </form>
        <noscript>
          <p>Search runs in your browser and needs JavaScript. The sidebar and the section pages list every page.</p>
        </noscript>
        {!Results && query.trim() !== "" && (
          // The results' code is on its way: the same loading state the results show until their first answer.
          <section aria-label="Search results" data-search-state="loading">
            <p role="status" css={styles.count}>
              Searching…
            </p>
          </section>
        )}
        {Results && query.trim() !== "" && (
          <Results
            query={query}
            page={resultsPage}
            onPageChange={(next) => {
              show(query, next);
              document.getElementById("content")?.scrollIntoView({ block: "start" });
            }}
            onSuggest={(suggestion) => {
              setDraft(suggestion);
              show(suggestion, 1);
            }}
          />
        )}
      </div>
    </Layout>
  );
}
