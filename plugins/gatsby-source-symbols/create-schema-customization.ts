import type { GatsbyNode } from "gatsby";

/** The symbol reference's content model, typed and described so GraphiQL documents it for authors. */
export const typeDefs = /* GraphQL */ `
  """
  A symbol list file's values as gatsby-transformer-yaml reads them, before validation; SymbolList and MarketSymbol are built from them. Fields are described in src/lib/symbols/schema.ts.
  """
  type SymbolListYaml implements Node @dontInfer {
    "crypto.yaml: the coins."
    coins: JSON
    "currencies.yaml: the currencies; algo.yaml: the currency pairs strategies can trade."
    currencies: JSON
    "indices.yaml: the indices; algo.yaml: the indices strategies can trade."
    indices: JSON
    "stocks/<country>.yaml: the stocks; algo.yaml: the stocks strategies can trade."
    stocks: JSON
    "algo.yaml: the coins strategies can trade."
    crypto: JSON
    "algo.yaml: the commodities strategies can trade."
    commodities: JSON
    "commodities.yaml: agricultural commodities."
    agricultural: JSON
    "commodities.yaml: energy commodities."
    energy: JSON
    "commodities.yaml: metals."
    metal: JSON
  }

  """
  A symbol list of content/symbols, rendered as one page with a filterable table.
  """
  type SymbolList implements Node @dontInfer {
    "List id: crypto, currencies, indices, commodities-<group>, stocks-<country> or algo."
    listId: String!
    "Asset class of the list: crypto, currencies, indices, commodities, stocks or algo."
    kind: String!
    "Page title, e.g. US stocks."
    title: String!
    "Sidebar label, e.g. United States."
    label: String!
    "Public route, e.g. /docs/symbols/stocks/us."
    route: String!
    "One sentence with the count, for cards, search and the meta description."
    description: String!
    "Number of symbols in the list."
    entryCount: Int!
    "Symbols the API lists when the page shows a selection of them (stock lists); null when the page holds the whole list."
    apiTotal: Int
    "What one row is called."
    noun: SymbolNoun!
    "Order in the symbols sidebar."
    position: Int!
    "YAML file the list comes from, relative to the project root."
    sourceFile: String!
    "Operation id of the HTTP endpoint that returns the list at runtime."
    symbolsOperationId: String!
    "The HTTP endpoint that returns the list at runtime."
    symbolsOperation: ApiOperation @link(by: "operationId", from: "symbolsOperationId")
    "Query string that endpoint needs for this list, e.g. country=us; empty for none."
    symbolsQuery: String!
    "The list as its page's table: columns and one row per symbol."
    table: SymbolTable!
  }

  """
  Singular and plural name of a list's rows, e.g. coin and coins.
  """
  type SymbolNoun {
    "Singular, e.g. coin."
    one: String!
    "Plural, e.g. coins."
    other: String!
  }

  """
  A symbol list as a table.
  """
  type SymbolTable {
    "Columns in display order."
    columns: [SymbolTableColumn!]!
    "One row per symbol, in file order."
    rows: [SymbolTableRow!]!
  }

  """
  A column of a symbol table.
  """
  type SymbolTableColumn {
    "Name in the page's URL query: ?sort=name, ?exchange=Nasdaq."
    key: String!
    "Header text."
    label: String!
    "Numbers are right-aligned and sort by value."
    numeric: Boolean!
    "Label of the select that filters by this column's values, or null when it does not filter."
    facet: String
    "The values a facet column filters by, sorted; empty for other columns."
    options: [String!]!
  }

  """
  A row of a symbol table.
  """
  type SymbolTableRow {
    "One cell per column: text, a number, or a list of values (a coin's exchanges)."
    cells: [JSON!]!
    "Where the row's symbol links to: its own page, or its list filtered to it; null for none."
    href: String
  }

  """
  A symbol of a list. Coins, currencies and indices also have a page of their own.
  """
  type MarketSymbol implements Node @dontInfer {
    "Unique key: <list id>:<symbol>, e.g. crypto:BTC."
    key: String!
    "Id of the list the symbol is in."
    listId: String!
    "The list the symbol is in."
    list: SymbolList @link(by: "listId", from: "listId")
    "Asset class: crypto, currencies, indices, commodities or stocks."
    assetClass: String!
    "Symbol or code as the API writes it, e.g. BTC, EUR, SPX, AAPL."
    symbol: String!
    "Full name, e.g. Bitcoin."
    name: String!
    "The symbol's page, or null for symbols that only appear in their list (stocks, commodities)."
    route: String
    "Route of the list's page."
    listRoute: String!
    "YAML file of the entry, relative to the project root."
    sourceFile: String!
    "Line of the entry in its file."
    line: Int
    "Order across all lists: list order, then file order."
    position: Int!
    "Page title, e.g. Bitcoin (BTC)."
    title: String!
    "Lead sentence of the page."
    summary: String!
    "Meta description and search summary."
    description: String!
    "Labelled values shown on the page."
    facts: [SymbolFact!]!
    "Pairs the API quotes a coin or currency in, e.g. BTCUSD; empty for others."
    pairs: [String!]!
    "Operation ids of the HTTP endpoints that take the symbol."
    operationIds: [String!]!
    "The HTTP endpoints that take the symbol."
    operations: [ApiOperation!]! @link(by: "operationId", from: "operationIds")
    "How to stream the symbol; null for symbols without a page."
    stream: SymbolStream
    "A quote request in every site language, highlighted."
    quoteSamples: [SymbolCodeSample!]!
    "The first quote sample, the one the page ships with; null for symbols without a page."
    defaultSample: SymbolCodeSample
    "Public URL of a JSON file mapping every sample language to its highlighted code; null for symbols without a page."
    samplesUrl: String
    "The entry as validated from its file; fields are described in src/lib/symbols/schema.ts."
    data: JSON!
  }

  """
  A labelled value on a symbol's page.
  """
  type SymbolFact {
    "What the value is, e.g. Exchanges."
    label: String!
    "The value as shown."
    value: String!
  }

  """
  How to stream a symbol over the WebSocket API.
  """
  type SymbolStream {
    "Stream URL, e.g. wss://stream.tickwire.io/v1/crypto."
    url: String!
    "WebSocket reference page of the stream."
    channelRoute: String!
    "WebSocket reference page of the stream's quote events."
    quotesRoute: String!
    "Symbols the subscribe sample names."
    symbols: [String!]!
    "The subscribe message, highlighted as a code element."
    subscribeHtml: String!
  }

  """
  A code sample in one site language.
  """
  type SymbolCodeSample {
    "Site-wide language key: curl, python, go, nodejs, ruby, csharp, php, java or powershell."
    lang: String!
    "Tab label, e.g. Python."
    label: String!
    "Plain source."
    source: String!
    "Highlighted code element as HTML."
    html: String!
  }
`;

/** Registers the symbol reference's content model. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
