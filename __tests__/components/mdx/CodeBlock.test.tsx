import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CodeBlock } from "../../../src/components/mdx/CodeBlock";

/** What rehype-code-blocks produces: one span.code-line per line, each ending in a newline. */
const CODE_LINES = ["curl https://api.tickwire.io/v1/quotes \\", '  -H "Authorization: Bearer $TICKWIRE_KEY"'];

function Highlighted() {
  return (
    <code className="language-bash">
      {CODE_LINES.map((line) => (
        <span key={line} className="code-line">
          <span className="token function">{line.slice(0, 4)}</span>
          {`${line.slice(4)}\n`}
        </span>
      ))}
    </code>
  );
}

/**
 * jsdom does not implement innerText, which CodeBlock reads (a browser renders these `pre`
 * contents with `white-space: pre`, so innerText equals textContent here).
 */
const innerTextDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "innerText");
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "innerText", {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent ?? "";
    },
  });
});
afterAll(() => {
  if (innerTextDescriptor) Object.defineProperty(HTMLElement.prototype, "innerText", innerTextDescriptor);
  else delete (HTMLElement.prototype as unknown as Record<string, unknown>).innerText;
});

/** userEvent.setup() installs its own clipboard stub, so the mock goes in after it. */
function setup(
  writeText: jest.Mock = jest.fn().mockResolvedValue(undefined),
  options: Parameters<typeof userEvent.setup>[0] = {},
) {
  const user = userEvent.setup(options);
  Object.defineProperty(window.navigator, "clipboard", { configurable: true, value: { writeText } });
  return { user, writeText };
}

const titleBar = (container: HTMLElement) => {
  const bar = container.querySelector(".code-block > div");
  expect(bar).not.toBeNull();
  return bar as HTMLElement;
};
const titleText = (container: HTMLElement) => titleBar(container).querySelector("span")?.textContent;

describe("CodeBlock", () => {
  describe("title bar", () => {
    it("shows data-title when there is one", () => {
      const { container } = render(
        <CodeBlock data-title="fetch-quote.sh" data-language="bash" data-language-label="Shell">
          <Highlighted />
        </CodeBlock>,
      );
      expect(titleText(container)).toBe("fetch-quote.sh");
      expect(within(titleBar(container)).queryByText("Shell")).not.toBeInTheDocument();
    });

    it("shows the language label without a title", () => {
      const { container } = render(
        <CodeBlock data-language="bash" data-language-label="Shell">
          <Highlighted />
        </CodeBlock>,
      );
      expect(titleText(container)).toBe("Shell");
    });

    it("falls back to the language, then to 'Code'", () => {
      const { container, rerender } = render(
        <CodeBlock data-language="bash">
          <Highlighted />
        </CodeBlock>,
      );
      expect(titleText(container)).toBe("bash");
      rerender(
        <CodeBlock>
          <Highlighted />
        </CodeBlock>,
      );
      expect(titleText(container)).toBe("Code");
    });

    it("keeps the language on the pre and makes it keyboard-scrollable", () => {
      const { container } = render(
        <CodeBlock data-language="bash" data-language-label="Shell" data-title="x.sh">
          <Highlighted />
        </CodeBlock>,
      );
      const pre = container.querySelector("pre");
      expect(pre).toHaveAttribute("data-language", "bash");
      expect(pre).toHaveAttribute("tabindex", "0");
      expect(pre).not.toHaveAttribute("data-title");
      expect(pre).not.toHaveAttribute("data-language-label");
    });

    it("makes the scrolling pre a group named after the title, the language, or just 'Code'", () => {
      const { rerender } = render(
        <CodeBlock data-language="bash" data-language-label="Shell" data-title="x.sh">
          <Highlighted />
        </CodeBlock>,
      );
      const named = (name: string) => {
        const group = screen.getByRole("group", { name });
        expect(group.tagName).toBe("PRE");
        expect(group).toHaveAttribute("tabindex", "0");
      };
      named("Code: x.sh");
      rerender(
        <CodeBlock data-language="bash" data-language-label="Shell">
          <Highlighted />
        </CodeBlock>,
      );
      named("Code: Shell");
      rerender(
        <CodeBlock>
          <Highlighted />
        </CodeBlock>,
      );
      named("Code");
    });
  });

  describe("build-time HTML", () => {
    const html =
      '<code class="language-bash"><span class="code-line"><span class="token function">curl</span> -s\n</span></code>';

    it("renders data-code-html as the pre's contents without leaking the attribute", () => {
      const { container } = render(
        <CodeBlock data-language="bash" data-language-label="Shell" data-code-html={html} />,
      );
      const pre = container.querySelector("pre");
      expect(pre?.innerHTML).toBe(html);
      expect(pre).not.toHaveAttribute("data-code-html");
      expect(titleText(container)).toBe("Shell");
    });

    it("tells the stylesheet its number of lines, the room it holds while off-screen", () => {
      const threeLines = html.replace("-s\n</span>", "-s\n</span>".repeat(3));
      const { container } = render(<CodeBlock data-language="bash" data-code-html={threeLines} />);
      expect((container.firstChild as HTMLElement).style.getPropertyValue("--code-lines")).toBe("3");
    });

    it("copies the text of the HTML contents", async () => {
      const { user, writeText } = setup();
      render(<CodeBlock data-language="bash" data-code-html={html} />);
      await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenCalledWith("curl -s");
    });
  });

  describe("copy button", () => {
    const renderBlock = () =>
      render(
        <CodeBlock data-language="bash" data-language-label="Shell">
          <Highlighted />
        </CodeBlock>,
      );

    it("starts as 'Copy code to clipboard'", () => {
      setup();
      renderBlock();
      const button = screen.getByRole("button", { name: "Copy code to clipboard" });
      expect(button).toHaveTextContent("Copy");
    });

    it("writes the code text, without the trailing newline, to the clipboard", async () => {
      const { user, writeText } = setup();
      renderBlock();
      await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenCalledTimes(1);
      expect(writeText).toHaveBeenCalledWith(CODE_LINES.join("\n"));
    });

    it("announces 'Copied to clipboard' in a status region beside the button", async () => {
      const { user } = setup();
      renderBlock();
      const button = screen.getByRole("button", { name: "Copy code to clipboard" });
      const status = screen.getByRole("status");
      expect(button).not.toContainElement(status);
      expect(status).toBeEmptyDOMElement();
      await user.click(button);
      expect(status).toHaveTextContent(/^Copied to clipboard$/);
      expect(screen.getByRole("button", { name: "Copied" })).toBe(button);
      expect(button).toHaveTextContent(/^Copied$/);
    });

    it("goes back to 'Copy' after two seconds", async () => {
      jest.useFakeTimers();
      try {
        const { user } = setup(undefined, { advanceTimers: jest.advanceTimersByTime });
        renderBlock();
        await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
        expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(1900));
        expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(200));
        expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toHaveTextContent(/^Copy$/);
      } finally {
        jest.useRealTimers();
      }
    });

    it("does not claim success when the clipboard refuses", async () => {
      const { user, writeText } = setup(jest.fn().mockRejectedValue(new Error("denied")));
      renderBlock();
      await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
      expect(writeText).toHaveBeenCalled();
      // Let the rejected promise settle before looking.
      await act(async () => undefined);
      expect(screen.getByRole("button", { name: "Copy code to clipboard" })).toHaveTextContent(/^Copy$/);
      expect(screen.queryByText("Copied")).not.toBeInTheDocument();
    });

    it("copies the block it belongs to", async () => {
      const { user, writeText } = setup();
      render(
        <>
          <CodeBlock data-language="text">
            <code>first block{"\n"}</code>
          </CodeBlock>
          <CodeBlock data-language="text">
            <code>second block{"\n"}</code>
          </CodeBlock>
        </>,
      );
      const buttons = screen.getAllByRole("button", { name: "Copy code to clipboard" });
      await user.click(buttons[1]);
      expect(writeText).toHaveBeenLastCalledWith("second block");
    });
  });
});
