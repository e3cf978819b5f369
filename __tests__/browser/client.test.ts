import { waitFor } from "@testing-library/react";

const mockConnectProgressBar = jest.fn(() => () => undefined);
jest.mock("../../src/browser/progress-bar", () => ({ connectProgressBar: mockConnectProgressBar }));

import { onInitialClientRender } from "../../src/browser/client";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("progress bar loading", () => {
  beforeEach(() => {
    document.body.innerHTML = '<p id="text">Quotes</p><a id="link" href="/docs/api">HTTP API</a>';
  });

  test("is not fetched on a page view that never reaches for a link, and is fetched once on the first link intent", async () => {
    onInitialClientRender();
    document.getElementById("text")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await flush();
    expect(mockConnectProgressBar).not.toHaveBeenCalled();

    document.getElementById("link")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await waitFor(() => expect(mockConnectProgressBar).toHaveBeenCalledTimes(1));

    document.getElementById("link")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await flush();
    expect(mockConnectProgressBar).toHaveBeenCalledTimes(1);
  });
});
