/** @jest-environment node */
import { applyPrefetchPolicy } from "../../src/browser/prefetch-policy";

describe("prefetch policy for hovered links", () => {
  test.each([
    [{ effectiveType: "4g" }, 1],
    [undefined, 1],
    [{ effectiveType: "2g" }, 0],
    [{ effectiveType: "slow-2g" }, 0],
    [{ effectiveType: "4g", saveData: true }, 0],
  ])("connection %j: %d load(s)", (connection, loads) => {
    const hovering = jest.fn();
    const loader = { hovering };
    applyPrefetchPolicy(loader, () => connection);
    loader.hovering("/docs/api");
    expect(hovering).toHaveBeenCalledTimes(loads);
  });

  test("reads the connection at hover time, as it can change", () => {
    const hovering = jest.fn();
    const loader = { hovering };
    let connection = { effectiveType: "2g" };
    applyPrefetchPolicy(loader, () => connection);
    loader.hovering("/docs/api");
    connection = { effectiveType: "4g" };
    loader.hovering("/docs/api");
    expect(hovering).toHaveBeenCalledTimes(1);
  });
});
