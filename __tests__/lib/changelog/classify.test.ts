/** @jest-environment node */
import { changed, httpChanges, httpSpec, summary, wsChanges, wsSpec, type Spec } from "../../fixtures/changelog";

const quote = (spec: Spec) => spec.paths["/things/quote"].get;
const quoteSchema = (spec: Spec) => spec.components.schemas.Quote;

describe("classifying the changes between two versions of an OpenAPI spec", () => {
  const base = httpSpec();

  test("the same spec has no changes", () => {
    expect(httpChanges(base, httpSpec())).toEqual([]);
  });

  test("a removed operation is breaking, and no page shows it any more", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => delete spec.paths["/things/upload"]),
    );
    expect(summary(changes)).toEqual([
      "breaking operation-removed: Removed operation `POST /things/upload`. @ POST /things/upload",
    ]);
    expect(changes[0].location.href).toBeNull();
    expect(changes[0].licensedBy).toEqual(["op:POST /things/upload"]);
  });

  test("a new operation is non-breaking and links to its page", () => {
    const changes = httpChanges(
      changed(base, (spec) => delete spec.paths["/markets"]),
      base,
    );
    expect(summary(changes)).toEqual([
      "non-breaking operation-added: New operation `GET /markets`: Get markets. @ GET /markets",
    ]);
    expect(changes[0].location.href).toBe("/docs/api/get-markets");
  });

  test("a new required parameter is breaking; a new optional one is not", () => {
    const required = httpChanges(
      base,
      changed(base, (spec) =>
        quote(spec).parameters.push({ name: "venue", in: "query", required: true, schema: { type: "string" } }),
      ),
    );
    expect(summary(required)).toEqual([
      "breaking parameter-added: New required query parameter `venue`. @ GET /things/quote",
    ]);
    expect(required[0].location.href).toBe("/docs/api/things/get-quote#query-parameters");

    const optional = httpChanges(
      base,
      changed(base, (spec) =>
        quote(spec).parameters.push({ name: "Idempotency-Key", in: "header", schema: { type: "string" } }),
      ),
    );
    expect(summary(optional)).toEqual([
      "non-breaking parameter-added: New optional header parameter `Idempotency-Key`. @ GET /things/quote",
    ]);
  });

  test("a parameter that becomes required, or is removed, is breaking", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        quote(spec).parameters[1].required = true;
        quote(spec).parameters.splice(2, 1);
      }),
    );
    expect(summary(changes)).toEqual([
      "breaking parameter-required: Query parameter `country` is now required. @ GET /things/quote",
      "breaking parameter-removed: Removed query parameter `page_size`. @ GET /things/quote",
    ]);
  });

  test("a narrowed list of values a client sends is breaking; a widened one is not", () => {
    const narrowed = httpChanges(
      base,
      changed(base, (spec) => (spec.components.schemas.Country.enum = ["us"])),
    );
    // Country is sent (a parameter) and received (the markets' country): each side is judged apart.
    expect(summary(narrowed)).toEqual([
      "breaking enum-values-removed: Query parameter `country` no longer accepts `de`. @ GET /things/quote",
      "non-breaking enum-values-removed: Response field `data[].country` no longer takes the value `de`. @ GET /markets",
    ]);

    const widened = httpChanges(
      base,
      changed(base, (spec) => spec.components.schemas.Country.enum.push("nz")),
    );
    expect(summary(widened)).toEqual([
      "non-breaking enum-values-added: Query parameter `country` accepts the new value `nz`. @ GET /things/quote",
      "breaking enum-values-added: Response field `data[].country` has the new value `nz`: it was a closed list, so a client that rejects values it doesn't know breaks. @ GET /markets",
    ]);
  });

  test("tighter bounds on what a client sends are breaking, looser ones are not", () => {
    const lowered = httpChanges(
      base,
      changed(base, (spec) => (quote(spec).parameters[2].schema.maximum = 50)),
    );
    expect(summary(lowered)).toEqual([
      "breaking constraint-tightened: Query parameter `page_size`: maximum lowered from 100 to 50. @ GET /things/quote",
    ]);
    const raised = httpChanges(
      base,
      changed(base, (spec) => (quote(spec).parameters[2].schema.maximum = 500)),
    );
    expect(summary(raised)).toEqual([
      "non-breaking constraint-loosened: Query parameter `page_size`: maximum raised from 100 to 500. @ GET /things/quote",
    ]);
  });

  test("a removed response field is breaking, and names the field for the notes", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => delete quoteSchema(spec).properties.change_pct),
    );
    expect(summary(changes)).toEqual([
      "breaking field-removed: Removed response field `data.change_pct`. @ GET /things/quote",
    ]);
    expect(changes[0].names).toEqual(["change_pct", "data.change_pct"]);
    expect(changes[0].location.href).toBe("/docs/api/things/get-quote#responses");
    expect(changes[0].licensedBy).toEqual([
      "GET /things/quote|response 200|data.change_pct",
      "GET /things/quote|response 200|data",
      "GET /things/quote|response 200|",
      "op:GET /things/quote",
    ]);
  });

  test("a new optional response field is non-breaking; a new required request field is breaking", () => {
    const field = httpChanges(
      base,
      changed(base, (spec) => (quoteSchema(spec).properties.change_percent = { type: "number" })),
    );
    expect(summary(field)).toEqual([
      "non-breaking field-added: New response field `data.change_percent`. @ GET /things/quote",
    ]);
    const body = httpChanges(
      base,
      changed(base, (spec) => {
        const schema = spec.paths["/things/upload"].post.requestBody.content["application/json"].schema;
        schema.properties.size = { type: "integer" };
        schema.required.push("size");
        schema.properties.tag = { type: "string" };
      }),
    );
    expect(summary(body)).toEqual([
      "breaking field-added: New required request body field `size`. @ POST /things/upload",
      "non-breaking field-added: New optional request body field `tag`. @ POST /things/upload",
    ]);
  });

  test("a response field that may now be absent or null is breaking", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        quoteSchema(spec).required = ["symbol"];
        quoteSchema(spec).properties.symbol.type = ["string", "null"];
      }),
    );
    expect(summary(changes)).toEqual([
      "breaking type-changed: Response field `data.symbol` changes from `string` to `null` or `string`. @ GET /things/quote",
      "breaking field-optional: Response field `data.price` may now be absent (no longer required). @ GET /things/quote",
    ]);
  });

  test("a new value in a closed list a client receives is breaking; in an open list it is not", () => {
    const closed = httpChanges(
      base,
      changed(base, (spec) => quoteSchema(spec).properties.status.enum.push("halted")),
    );
    expect(closed.map((change) => [change.level, change.kind])).toEqual([["breaking", "enum-values-added"]]);
    const open = httpChanges(
      base,
      changed(base, (spec) => quoteSchema(spec).properties.session["x-extensible-enum"].push("auction")),
    );
    expect(summary(open)).toEqual([
      "non-breaking enum-values-added: Response field `data.session` has the new value `auction` (an open list). @ GET /things/quote",
    ]);
  });

  test("a new error code is non-breaking: the versioning policy makes error codes additive", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) =>
        spec.components.schemas.Error.properties.error.properties.code.enum.push("quota_exceeded"),
      ),
    );
    expect(new Set(summary(changes))).toEqual(
      new Set([
        "non-breaking enum-values-added: Error response field `error.code` has the new value `quota_exceeded` (new values are additive under the versioning policy). @ GET /things/quote",
        "non-breaking enum-values-added: Error response field `error.code` has the new value `quota_exceeded` (new values are additive under the versioning policy). @ POST /things/upload",
      ]),
    );
  });

  test("a list declared open is non-breaking; a new value in the same release still breaks a closed list's clients", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        const status = quoteSchema(spec).properties.status;
        status["x-extensible-enum"] = [...status.enum, "halted"];
        delete status.enum;
      }),
    );
    expect(changes.map((change) => [change.level, change.kind])).toEqual([
      ["non-breaking", "enum-opened"],
      ["breaking", "enum-values-added"],
    ]);
  });

  test("a documented situation answered with another code is breaking", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        spec.components.schemas.Error.properties.error.properties.code.enum.push("quota_exceeded");
        spec.components.responses.RateLimited.content["application/json"].examples.daily.value.error.code =
          "quota_exceeded";
      }),
    );
    expect(summary(changes.filter((change) => change.level === "breaking"))).toEqual([
      "breaking situation-code-changed: Response `429` for “The daily quota” (example `daily`) now has `error.code` `quota_exceeded`, where it had `rate_limited`. @ GET /things/quote",
      "breaking situation-code-changed: Response `429` for “The daily quota” (example `daily`) now has `error.code` `quota_exceeded`, where it had `rate_limited`. @ POST /things/upload",
    ]);
  });

  test("a deprecation names its sunset, and the Sunset header that announces it is part of it", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        Object.assign(quoteSchema(spec).properties.change_pct, { deprecated: true, "x-sunset": "2027-11-01" });
        quote(spec).responses["200"].headers = { Sunset: { schema: { type: "string" } } };
      }),
    );
    expect(summary(changes)).toEqual([
      "deprecation header-added: New response header `Sunset`. @ GET /things/quote",
      "deprecation deprecated: Response field `data.change_pct` is deprecated; it stops working after 2027-11-01 (its sunset). @ GET /things/quote",
    ]);
    expect(changes[1].deprecation).toEqual({
      element: "GET /things/quote|response 200|data.change_pct",
      sunset: "2027-11-01",
    });
  });

  test("a deprecated operation is a deprecation; a renamed field is breaking", () => {
    const changes = httpChanges(
      base,
      changed(base, (spec) => {
        Object.assign(spec.paths["/markets"].get, { deprecated: true, "x-sunset": "2028-01-31" });
        const properties = quoteSchema(spec).properties;
        properties.last_price = properties.price;
        delete properties.price;
        quoteSchema(spec).required = ["symbol", "last_price"];
      }),
    );
    expect(summary(changes)).toEqual([
      "breaking field-renamed: Response field `data.price` is renamed `last_price`. @ GET /things/quote",
      "deprecation deprecated: `GET /markets` is deprecated; it stops working after 2028-01-31 (its sunset). @ GET /markets",
    ]);
  });
});

describe("classifying the changes between two versions of an AsyncAPI spec", () => {
  const base = wsSpec();
  const payload = (spec: Spec, message: string) => spec.components.messages[message].payload;

  test("the same spec has no changes", () => {
    expect(wsChanges(base, wsSpec())).toEqual([]);
  });

  test("a new field of an event is non-breaking and links to the message on the channel page", () => {
    const changes = wsChanges(
      base,
      changed(base, (spec) => (payload(spec, "quote").properties.currency = { type: "string" })),
    );
    expect(summary(changes)).toEqual([
      "non-breaking field-added: New field `currency` of the `quote` event. @ Stocks stream",
    ]);
    expect(changes[0].location.href).toBe("/docs/websocket/stocks#receive-quote");
  });

  test("a renamed field of an event is breaking", () => {
    const changes = wsChanges(
      base,
      changed(base, (spec) => {
        const properties = payload(spec, "quote").properties;
        properties.last = properties.price;
        delete properties.price;
        payload(spec, "quote").required = ["event", "symbol", "last"];
      }),
    );
    expect(summary(changes)).toEqual([
      "breaking field-renamed: Field `price` of the `quote` event is renamed `last`. @ Stocks stream",
    ]);
    expect(changes[0].names).toEqual(["price", "last"]);
  });

  test("a new required field of an action is breaking; a new optional one is not", () => {
    const changes = wsChanges(
      base,
      changed(base, (spec) => {
        payload(spec, "subscribe").properties.snapshot = { type: "boolean" };
        payload(spec, "subscribe").properties.token = { type: "string" };
        payload(spec, "subscribe").required.push("token");
      }),
    );
    expect(summary(changes)).toEqual([
      "non-breaking field-added: New optional field `snapshot` of the `subscribe` action. @ Stocks stream",
      "breaking field-added: New required field `token` of the `subscribe` action. @ Stocks stream",
    ]);
  });

  test("a new value of a closed list in an event is breaking; a new error code is not", () => {
    const changes = wsChanges(
      base,
      changed(base, (spec) => {
        payload(spec, "quote").properties.country.enum.push("nz");
        payload(spec, "error").properties.code.enum.push("plan_restricted");
      }),
    );
    expect(changes.map((change) => [change.level, change.kind, change.location.href])).toEqual([
      ["breaking", "enum-values-added", "/docs/websocket/stocks#receive-quote"],
      ["non-breaking", "enum-values-added", "/docs/websocket/stocks#receive-error"],
    ]);
  });

  test("a new stream is non-breaking; a removed message or stream is breaking", () => {
    const added = wsChanges(
      base,
      changed(base, (spec) => {
        spec.channels.crypto = {
          ...spec.channels.stocks,
          address: "/crypto",
          title: "Crypto",
          "x-docs": { slug: "crypto" },
        };
      }),
    );
    expect(summary(added)).toEqual(["non-breaking channel-added: New stream: Crypto at `/crypto`. @ Crypto stream"]);
    expect(added[0].location.href).toBe("/docs/websocket/crypto");

    const removed = wsChanges(
      base,
      changed(base, (spec) => delete spec.channels.stocks.messages.error),
    );
    expect(summary(removed)).toEqual(["breaking message-removed: Removed message: the `error` event. @ Stocks stream"]);
    expect(
      summary(
        wsChanges(
          base,
          changed(base, (spec) => delete spec.channels.stocks),
        ),
      ),
    ).toEqual(["breaking channel-removed: Removed the Stocks stream at `/stocks`. @ Stocks stream"]);
  });

  test("a limit that tightens is breaking; a new close code is not", () => {
    const changes = wsChanges(
      base,
      changed(base, (spec) => {
        spec.info["x-limits"].maxSymbols = 25;
        spec.info["x-limits"].delayMinutes = 15;
        spec.info["x-close-codes"].push({ code: 4030, name: "Asset class not licensed", reconnect: false });
      }),
    );
    expect(summary(changes)).toEqual([
      "breaking limit-changed: Limit `maxSymbols` changes from 50 to 25. @ Limits",
      "non-breaking limit-changed: The limits (`info.x-limits`) now state `delayMinutes`: 15. @ Limits",
      "non-breaking close-code-added: New close code `4030`: Asset class not licensed. @ Close codes",
    ]);
  });
});
