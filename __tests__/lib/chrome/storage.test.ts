import { browserStorage, readStored, removeStored, writeStored } from "../../../src/lib/chrome/storage";

describe("storage that never throws", () => {
  beforeEach(() => localStorage.clear());

  test("reads, writes and removes through localStorage", () => {
    const storage = browserStorage();
    expect(writeStored(storage, "k", "v")).toBe(true);
    expect(readStored(storage, "k")).toBe("v");
    removeStored(storage, "k");
    expect(readStored(storage, "k")).toBeNull();
  });

  test("reports a refused write and reads nothing from missing storage", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(writeStored(localStorage, "k", "v")).toBe(false);
    setItem.mockRestore();
    expect(writeStored(null, "k", "v")).toBe(false);
    expect(readStored(null, "k")).toBeNull();
  });
});
