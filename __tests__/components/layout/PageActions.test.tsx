import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageActions } from "../../../src/components/layout/PageActions";
import { COPIED, FAILED, copyPage } from "../../../src/components/layout/PageActions/copy-page";

const fetchResponse = (ok: boolean, text: string) =>
  jest.fn(async () => ({ ok, text: async () => text }) as unknown as Response);

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe("PageActions", () => {
  it("links the page's Markdown and copies it to the clipboard when pressed", async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    globalThis.fetch = fetchResponse(true, "# Limits\n");
    render(<PageActions route="/docs/api/limits" />);
    expect(screen.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "limits.md");
    await userEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(COPIED));
    expect(globalThis.fetch).toHaveBeenCalledWith("limits.md", expect.anything());
    expect(writeText).toHaveBeenCalledWith("# Limits\n");
  });
});

describe("copyPage", () => {
  it("says so when the Markdown cannot be fetched or copied", async () => {
    globalThis.fetch = fetchResponse(false, "");
    await expect(copyPage("/docs/x.md", { writeText: jest.fn() })).resolves.toBe(FAILED);
    globalThis.fetch = fetchResponse(true, "x");
    await expect(
      copyPage("/docs/x.md", { writeText: jest.fn(async () => Promise.reject(new Error("denied"))) }),
    ).resolves.toBe(FAILED);
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await expect(copyPage("/docs/x.md")).resolves.toBe(FAILED);
  });
});
