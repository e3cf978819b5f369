import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeSamples } from "../../../src/components/api/CodeSamples";
import { CodeBlock } from "../../../src/components/mdx/CodeBlock";
import { LanguageTabs } from "../../../src/components/mdx/LanguageTabs";

const fetchMock = jest.fn(async () => ({
  ok: true,
  json: async () => ({ curl: "<code>reference curl</code>", python: "<code>reference python</code>" }),
}));

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const block = (language: string, code: string) => <CodeBlock data-language={language}>{code}</CodeBlock>;

describe("LanguageTabs", () => {
  it("makes a tab of each code block, in the site's language order, labelled by language", () => {
    render(
      <LanguageTabs>
        {block("python", "print(1)")}
        {block("bash", "curl https://api.tickwire.io/v1")}
        {block("javascript", "fetch(url)")}
      </LanguageTabs>,
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["curl", "Python", "Node.js"]);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("curl https://api.tickwire.io/v1");
  });

  it("shares the remembered language with the API reference's samples", async () => {
    render(
      <>
        <LanguageTabs>
          {block("bash", "guide curl")}
          {block("python", "guide python")}
        </LanguageTabs>
        <CodeSamples
          tabs={[
            { lang: "curl", label: "curl" },
            { lang: "python", label: "Python" },
          ]}
          initial={{ lang: "curl", html: "<code>reference curl</code>" }}
          src="/samples/x.json"
        />
      </>,
    );
    await userEvent.click(screen.getAllByRole("tab", { name: "Python" })[0]);
    const panels = await screen.findAllByRole("tabpanel");
    await waitFor(() =>
      expect(panels.map((panel) => panel.textContent)).toEqual([
        expect.stringContaining("guide python"),
        expect.stringContaining("reference python"),
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith("/samples/x.json");
    expect(window.localStorage.getItem("tabs.lang")).toBe("python");
  });

  it("refuses a block in a language the site does not offer, naming it", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<LanguageTabs>{block("kotlin", "val x = 1")}</LanguageTabs>)).toThrow(
      '<LanguageTabs> takes code blocks in curl, python, go, nodejs, ruby, csharp, php, java, powershell; got a block in "kotlin".',
    );
  });
});
