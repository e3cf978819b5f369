/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MethodBadge } from "../../../src/components/api/MethodBadge";
import { ParameterList } from "../../../src/components/api/ParameterList";
import { Responses } from "../../../src/components/api/Responses";
import { SchemaView } from "../../../src/components/api/SchemaView";
import { expandSchema, type CompactSchemaView } from "../../../src/lib/openapi/schema-compact";

const quote: CompactSchemaView = {
  type: "object",
  properties: [
    {
      name: "data",
      type: "object",
      refName: "Quote",
      required: true,
      properties: [
        {
          name: "symbol",
          type: "string",
          required: true,
          descriptionHtml: "<p>Ticker, e.g. <code>AAPL</code>.</p>",
          example: '"AAPL"',
        },
        { name: "change", type: "number", nullable: true, constraints: ["≥ -100"] },
        { name: "side", type: "string", enumValues: ['"buy"', '"sell"'], defaultValue: '"buy"' },
        { name: "parent", type: "Quote", refName: "Quote", recursiveRef: "Quote" },
        {
          name: "venue",
          type: "one of",
          combinator: "oneOf",
          variants: [
            { name: "Exchange", type: "object", properties: [{ name: "mic", type: "string" }] },
            { name: "Otc", type: "object", properties: [{ name: "dealer", type: "string" }] },
          ],
        },
      ],
    },
  ],
};

describe("SchemaView", () => {
  it("shows each property's type, required flag, description, facts and nested levels", () => {
    render(<SchemaView schema={expandSchema(quote)} />);
    const symbol = screen.getByText("symbol").closest("li") as HTMLElement;
    expect(within(symbol).getByText("string")).toBeInTheDocument();
    expect(within(symbol).getByText("required")).toBeInTheDocument();
    expect(within(symbol).getByText("AAPL", { selector: "code" })).toBeInTheDocument();
    expect(within(symbol).getByText('"AAPL"')).toBeInTheDocument();
    expect(screen.getByText("number | null")).toBeInTheDocument();
    expect(screen.getByText("≥ -100")).toBeInTheDocument();
    const side = screen.getByText("side").closest("li") as HTMLElement;
    expect(
      within(side)
        .getAllByText(/"buy"|"sell"/)
        .map((node) => node.textContent),
    ).toEqual(['"buy"', '"sell"', '"buy"']);
    expect(screen.getByText("recursive: Quote, as above")).toBeInTheDocument();
  });

  it("opens the first level and leaves deeper levels and variants closed until asked", async () => {
    render(<SchemaView schema={expandSchema(quote)} />);
    const [data, venue] = screen.getAllByRole("group");
    expect(data).toHaveAttribute("open");
    expect(venue).not.toHaveAttribute("open");
    expect(within(venue).getByText("venue: one of 2 variants")).toBeInTheDocument();
    await userEvent.click(within(venue).getByText("venue: one of 2 variants"));
    expect(venue).toHaveAttribute("open");
    expect(within(venue).getByText("Exchange")).toBeVisible();
    expect(within(venue).getByText("dealer")).toBeVisible();
  });
});

describe("ParameterList", () => {
  it("groups parameters by location with a heading each", () => {
    render(
      <ParameterList
        parameters={[
          {
            name: "symbol",
            in: "query",
            required: true,
            deprecated: false,
            descriptionHtml: null,
            schema: expandSchema({ type: "string" }),
            example: '"BTCUSD"',
          },
          {
            name: "id",
            in: "path",
            required: true,
            deprecated: false,
            descriptionHtml: null,
            schema: expandSchema({ type: "string" }),
            example: null,
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.id)).toEqual([
      "path-parameters",
      "query-parameters",
    ]);
    expect(screen.getByText('"BTCUSD"')).toBeInTheDocument();
  });
});

describe("Responses", () => {
  const initial = {
    status: "200",
    descriptionHtml: "<p>The quote.</p>",
    contentType: "application/json",
    schema: expandSchema(quote),
    headers: [{ name: "X-Request-Id", descriptionHtml: null, type: "string" }],
  };
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("shows the first status from the page and loads the others when the reader opens one", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      json: async () => ({
        "429": {
          status: "429",
          descriptionHtml: "<p>Too many requests.</p>",
          contentType: "application/json",
          schema: { type: "object", properties: [{ name: "error", type: "object", required: true }] },
          exampleHtml: null,
          headers: [],
        },
      }),
    });
    render(<Responses statuses={["200", "429"]} initial={initial} src="/samples/http-api/quote.responses.json" />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["200 OK", "429 Too Many Requests"]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("X-Request-Id");
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("tab", { name: "429 Too Many Requests" }));
    expect(await screen.findByText("Too many requests.")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("error");
    expect(fetchMock).toHaveBeenCalledWith("/samples/http-api/quote.responses.json");
  });

  it("never shows another operation's responses when the page changes under it", async () => {
    const response = (text: string) => ({
      "429": {
        status: "429",
        descriptionHtml: `<p>${text}</p>`,
        contentType: null,
        schema: null,
        exampleHtml: null,
        headers: [],
      },
    });
    fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () => response(url.includes("first") ? "First operation." : "Second operation."),
    }));
    const { rerender } = render(
      <Responses statuses={["200", "429"]} initial={initial} src="/samples/http-api/first.responses.json" />,
    );
    await userEvent.click(screen.getByRole("tab", { name: "429 Too Many Requests" }));
    expect(await screen.findByText("First operation.")).toBeInTheDocument();
    rerender(<Responses statuses={["200", "429"]} initial={initial} src="/samples/http-api/second.responses.json" />);
    expect(screen.queryByText("First operation.")).not.toBeInTheDocument();
    expect(await screen.findByText("Second operation.")).toBeInTheDocument();
  });

  it("says so when another status cannot be loaded, and tries again on the next choice", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404 });
    render(
      <Responses statuses={["200", "404", "500"]} initial={initial} src="/samples/http-api/missing.responses.json" />,
    );
    await userEvent.click(screen.getByRole("tab", { name: "404 Not Found" }));
    expect(await screen.findByText(/The 404 Not Found response could not be loaded/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "500 Internal Server Error" }));
    expect(await screen.findByText(/The 500 Internal Server Error response could not be loaded/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("MethodBadge", () => {
  it("writes the method in capitals with its fixed colour", () => {
    render(<MethodBadge method="post" />);
    const badge = screen.getByText("POST");
    expect(badge).toHaveAttribute("data-method", "post");
    expect(badge).toHaveStyle({ background: "#0a61b8" });
  });
});
