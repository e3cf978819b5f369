/** @jest-environment node */
import { loadOnce } from "../../../src/lib/chrome/load-once";

describe("loadOnce", () => {
  it("imports once for every caller and keeps the result", async () => {
    const importer = jest.fn(async () => "module");
    const code = loadOnce(importer);
    expect(code.loaded()).toBeNull();
    await expect(Promise.all([code.load(), code.load()])).resolves.toEqual(["module", "module"]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe("module");
  });

  it("forgets a failed import so that the next call tries again", async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue("module");
    const code = loadOnce(importer);
    await expect(code.load()).rejects.toThrow("offline");
    await expect(code.load()).resolves.toBe("module");
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
