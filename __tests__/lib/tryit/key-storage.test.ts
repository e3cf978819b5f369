import { API_KEY_STORAGE_KEY, forgetKey, loadKey, saveKey, type KeyStores } from "../../../src/lib/tryit/key-storage";

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe("API key storage", () => {
  test("kept for the tab by default, on the device only when asked, never in both", () => {
    const stores: KeyStores = { session: memory(), local: memory() };
    saveKey(stores, "k1", false);
    expect(stores.session!.getItem(API_KEY_STORAGE_KEY)).toBe("k1");
    expect(stores.local!.getItem(API_KEY_STORAGE_KEY)).toBeNull();
    expect(loadKey(stores)).toEqual({ key: "k1", remembered: false });
    saveKey(stores, "k2", true);
    expect(stores.session!.getItem(API_KEY_STORAGE_KEY)).toBeNull();
    expect(loadKey(stores)).toEqual({ key: "k2", remembered: true });
    forgetKey(stores);
    expect(loadKey(stores)).toEqual({ key: "", remembered: false });
  });

  test("storage that throws leaves the key in the form only", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const stores: KeyStores = { session: broken, local: broken };
    expect(() => saveKey(stores, "k", true)).not.toThrow();
    expect(loadKey(stores)).toEqual({ key: "", remembered: false });
  });
});
