import { evaluateAhead, rootBoundaryModule } from "../../src/browser/first-render-modules";
import { reactDomClient as reactDomClientModule } from "../../src/browser/react-dom-utils";

describe("first-render modules", () => {
  test("resolve to React DOM's client and the root boundary, the same module objects on every call", () => {
    expect(typeof reactDomClientModule().hydrateRoot).toBe("function");
    expect(reactDomClientModule()).toBe(reactDomClientModule());
    expect(typeof rootBoundaryModule().RootBoundary).toBe("function");
    expect(rootBoundaryModule()).toBe(rootBoundaryModule());
  });

  test("evaluateAhead gives each module a task of its own and schedules nothing after the last", () => {
    const tasks: (() => void)[] = [];
    evaluateAhead((task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    expect(tasks).toHaveLength(0);
  });

  test("evaluateAhead uses timers by default", () => {
    jest.useFakeTimers();
    const setTimeoutSpy = jest.spyOn(window, "setTimeout");
    evaluateAhead();
    jest.runAllTimers();
    expect(setTimeoutSpy).toHaveBeenCalledTimes(2);
    setTimeoutSpy.mockRestore();
    jest.useRealTimers();
  });
});
