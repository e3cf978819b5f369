import {
  preferredVersionKey,
  preferredVersionStore,
  showsVersionMenu,
  versionOfRoute,
} from "../../../src/lib/chrome/docs-version";
import type { KeyValueStorage } from "../../../src/lib/chrome/storage";

const current = { name: "current", label: "Current", path: "/docs" };
const v1 = { name: "1.x", label: "1.x", path: "/docs/1.x" };

beforeEach(() => localStorage.clear());

describe("preferred docs version store", () => {
  test("is keyed per docs plugin", () => {
    const a = preferredVersionStore(localStorage, "default", [current, v1]);
    const b = preferredVersionStore(localStorage, "api", [current, v1]);
    a.save("1.x");
    expect(localStorage.getItem(preferredVersionKey("default"))).toBe("1.x");
    expect(a.read()).toBe("1.x");
    expect(b.read()).toBeNull();
    b.save("current");
    expect(localStorage.getItem("docs-preferred-version-api")).toBe("current");
    expect(a.read()).toBe("1.x");
  });

  test("with the single current version it stores and reads that version", () => {
    const store = preferredVersionStore(localStorage, "default", [current]);
    expect(store.read()).toBeNull();
    store.save("current");
    expect(store.read()).toBe("current");
    store.clear();
    expect(store.read()).toBeNull();
  });

  test("ignores versions that are not configured, stored or saved", () => {
    const store = preferredVersionStore(localStorage, "default", [current]);
    localStorage.setItem("docs-preferred-version-default", "0.9");
    expect(store.read()).toBeNull();
    store.save("2.0");
    expect(localStorage.getItem("docs-preferred-version-default")).toBe("0.9");
  });

  test("survives storage that throws", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const store = preferredVersionStore(broken, "default", [current]);
    expect(store.read()).toBeNull();
    expect(() => store.save("current")).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(preferredVersionStore(null, "default", [current]).read()).toBeNull();
  });
});

describe("versions and routes", () => {
  test("a route belongs to the version with the longest containing path", () => {
    expect(versionOfRoute("/docs/1.x/api", [current, v1])).toBe(v1);
    expect(versionOfRoute("/docs/api", [current, v1])).toBe(current);
    expect(versionOfRoute("/docs", [current, v1])).toBe(current);
    expect(versionOfRoute("/docsx", [current])).toBeNull();
  });

  test("the dropdown shows only with more than one version", () => {
    expect(showsVersionMenu([current])).toBe(false);
    expect(showsVersionMenu([current, v1])).toBe(true);
  });
});
