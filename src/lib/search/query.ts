import { siteConfig } from "../../site.config";

/**
 * The data search records are built from: every page the build created, and the nodes of each
 * kind of page with only what a record shows. Named so that it can be pasted into GraphiQL as is.
 */
export const SEARCH_RECORDS_QUERY = /* GraphQL */ `
  query SearchRecords {
    allSitePage {
      nodes { path pageContext }
    }
    allDoc {
      nodes { docId title description keywords sourceFile headings { depth value id } mdx { body } }
    }
    apiSpec {
      sourceFile
    }
    allApiTag {
      nodes { name displayName excerpt route }
    }
    allApiOperation {
      nodes { operationId route method path summary excerpt sourceFile pointer }
    }
    allWsChannel {
      nodes { key title summary excerpt address route quotesRoute quotesTitle sourceFile pointer }
    }
    allSymbolList {
      nodes { listId title description route sourceFile }
    }
    allMarketSymbol(filter: { route: { ne: null } }) {
      nodes { symbol name title description route sourceFile line }
    }
  }
`;

/** The result of `SEARCH_RECORDS_QUERY`, field for field. */
export interface SearchSourceData {
  allSitePage: {
    nodes: Array<{
      path: string;
      /** JSON: the context the page was created with (see src/lib/routes.ts); `{}` for pages of src/pages. */
      pageContext: unknown;
    }>;
  };
  allDoc: {
    nodes: Array<{
      docId: string;
      title: string;
      description: string | null;
      keywords: string[];
      sourceFile: string;
      headings: Array<{ depth: number; value: string; id: string }>;
      mdx: { body: string | null } | null;
    }>;
  };
  apiSpec: { sourceFile: string } | null;
  allApiTag: {
    nodes: Array<{ name: string; displayName: string; excerpt: string | null; route: string | null }>;
  };
  allApiOperation: {
    nodes: Array<{
      operationId: string;
      route: string;
      method: string;
      path: string;
      summary: string;
      excerpt: string | null;
      sourceFile: string;
      pointer: string;
    }>;
  };
  allWsChannel: {
    nodes: Array<{
      key: string;
      title: string;
      summary: string | null;
      excerpt: string | null;
      address: string;
      route: string;
      quotesRoute: string;
      quotesTitle: string;
      sourceFile: string;
      pointer: string;
    }>;
  };
  allSymbolList: {
    nodes: Array<{ listId: string; title: string; description: string; route: string; sourceFile: string }>;
  };
  allMarketSymbol: {
    nodes: Array<{
      symbol: string;
      name: string;
      title: string;
      description: string;
      route: string | null;
      sourceFile: string;
      line: number | null;
    }>;
  };
}

/**
 * Language and version every record is tagged with; the search restricts itself to them. The
 * site has one locale and one docs version ("current", the DocsVersion node's name).
 */
export const SEARCH_RECORD_TAGS: { language: string; version: string } = {
  language: siteConfig.locale.htmlLang,
  version: "current",
};

/**
 * Algolia's settings for the records: titles rank above headings, keywords and text; only the
 * language and version filter; section text is snippeted; a page's records keep reading order;
 * every matching section is its own hit. `attributesToRetrieve` leaves out the content digests
 * gatsby-plugin-algolia stores with each record to skip unchanged ones.
 */
export const ALGOLIA_INDEX_SETTINGS = {
  searchableAttributes: ["hierarchy.lvl1", "hierarchy.lvl2", "hierarchy.lvl3", "keywords", "unordered(content)"],
  attributesForFaceting: ["filterOnly(language)", "filterOnly(version)"],
  attributesToSnippet: ["content:24"],
  customRanking: ["asc(position)"],
  distinct: false,
  attributesToRetrieve: ["url", "hierarchy", "trail", "content", "type", "keywords", "language", "version", "position"],
};
