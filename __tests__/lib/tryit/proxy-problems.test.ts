import { PROXY_PROBLEMS, PROXY_TIMEOUT_MS, proxyFailure } from "../../../src/lib/tryit/proxy-problems";

const body = (fields: Record<string, unknown>) => JSON.stringify(fields);

describe("proxyFailure", () => {
  test("a refusal carries the proxy's sentence, or its title, or a default", () => {
    const { type, title } = PROXY_PROBLEMS[403];
    expect(proxyFailure(403, body({ type, title, detail: "Not the API's servers." }))).toEqual({
      kind: "refused",
      detail: "Not the API's servers.",
    });
    expect(proxyFailure(403, body({ type, title }))).toEqual({ kind: "refused", detail: title });
    expect(proxyFailure(403, body({ type }))).toEqual({ kind: "refused", detail: "The proxy refused the request." });
  });

  test("the proxy's time cap is a timeout of its default length", () => {
    expect(proxyFailure(504, body({ ...PROXY_PROBLEMS[504], detail: "Too slow." }))).toEqual({
      kind: "timeout",
      seconds: PROXY_TIMEOUT_MS / 1000,
    });
  });

  test.each([400, 404, 405, 413, 500, 502] as const)("the proxy's own %i keeps its status and sentence", (status) => {
    expect(proxyFailure(status, body({ ...PROXY_PROBLEMS[status], detail: "Why." }))).toEqual({
      kind: "proxy",
      status,
      detail: "Why.",
    });
  });

  test("the API's own problems and bodies that are no problem are left to the response view", () => {
    expect(proxyFailure(403, body({ type: "https://tickwire.io/problems/plan-required", title: "Upgrade" }))).toBe(
      null,
    );
    expect(proxyFailure(504, body({ title: "Gateway Timeout" }))).toBe(null);
    expect(proxyFailure(502, "<html>Bad gateway</html>")).toBe(null);
    expect(proxyFailure(502, "null")).toBe(null);
  });

  test("every problem type is the proxy's own and distinct", () => {
    const types = Object.values(PROXY_PROBLEMS).map(({ type }) => type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(type).toMatch(/^https:\/\/tickwire\.io\/problems\/proxy-[a-z-]+$/);
  });
});
