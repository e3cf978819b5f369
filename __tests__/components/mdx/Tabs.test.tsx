import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { TabItem, Tabs } from "../../../src/components/mdx/Tabs";

function Languages({
  groupId,
  defaultValue,
  prefix = "",
}: {
  groupId?: string;
  defaultValue?: string;
  prefix?: string;
}) {
  return (
    <Tabs groupId={groupId} defaultValue={defaultValue}>
      <TabItem value="curl" label="cURL">
        <p>{prefix}curl code</p>
      </TabItem>
      <TabItem value="python" label="Python">
        <p>{prefix}python code</p>
      </TabItem>
      <TabItem value="go">
        <p>{prefix}go code</p>
      </TabItem>
    </Tabs>
  );
}

beforeEach(() => window.localStorage.clear());

const selectedTab = (root: HTMLElement = document.body) =>
  within(root)
    .getAllByRole("tab")
    .filter((tab) => tab.getAttribute("aria-selected") === "true")
    .map((tab) => tab.textContent);

describe("Tabs", () => {
  describe("roles", () => {
    it("renders a tablist of tabs labelled by label, or value without one", () => {
      render(<Languages />);
      const tablist = screen.getByRole("tablist");
      expect(
        within(tablist)
          .getAllByRole("tab")
          .map((tab) => tab.textContent),
      ).toEqual(["cURL", "Python", "go"]);
    });

    it("selects the first tab by default and shows only its panel", () => {
      render(<Languages />);
      const [curl, python, go] = screen.getAllByRole("tab");
      expect(curl).toHaveAttribute("aria-selected", "true");
      expect(python).toHaveAttribute("aria-selected", "false");
      expect(go).toHaveAttribute("aria-selected", "false");
      // Roving tabindex: only the selected tab is in the tab order.
      expect(curl).toHaveAttribute("tabindex", "0");
      expect(python).toHaveAttribute("tabindex", "-1");
      expect(go).toHaveAttribute("tabindex", "-1");

      const panel = screen.getByRole("tabpanel");
      expect(panel).toHaveTextContent("curl code");
      expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(3);
      expect(screen.getByText("python code")).not.toBeVisible();
    });

    it("links each tab and panel both ways", () => {
      render(<Languages />);
      const tabs = screen.getAllByRole("tab");
      const panels = screen.getAllByRole("tabpanel", { hidden: true });
      tabs.forEach((tab, index) => {
        expect(tab).toHaveAttribute("aria-controls", panels[index].id);
        expect(panels[index]).toHaveAttribute("aria-labelledby", tab.id);
      });
      expect(new Set(tabs.map((tab) => tab.id)).size).toBe(3);
      expect(screen.getByRole("tabpanel", { name: "cURL" })).toHaveTextContent("curl code");
    });

    it("honours defaultValue", () => {
      render(<Languages defaultValue="python" />);
      expect(selectedTab()).toEqual(["Python"]);
      expect(screen.getByRole("tabpanel", { name: "Python" })).toHaveTextContent("python code");
    });

    it("selects a tab on click", async () => {
      const user = userEvent.setup();
      render(<Languages />);
      await user.click(screen.getByRole("tab", { name: "go" }));
      expect(selectedTab()).toEqual(["go"]);
      expect(screen.getByRole("tabpanel")).toHaveTextContent("go code");
      expect(screen.getByRole("tab", { name: "go" })).toHaveAttribute("tabindex", "0");
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveAttribute("tabindex", "-1");
    });
  });

  describe("keyboard", () => {
    it("moves selection and focus with ArrowRight and ArrowLeft, wrapping at the ends", async () => {
      const user = userEvent.setup();
      render(<Languages />);
      await user.tab();
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveFocus();

      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("tab", { name: "Python" })).toHaveFocus();
      expect(selectedTab()).toEqual(["Python"]);
      expect(screen.getByRole("tabpanel")).toHaveTextContent("python code");

      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("tab", { name: "go" })).toHaveFocus();
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveFocus();
      expect(selectedTab()).toEqual(["cURL"]);

      await user.keyboard("{ArrowLeft}");
      expect(screen.getByRole("tab", { name: "go" })).toHaveFocus();
      expect(selectedTab()).toEqual(["go"]);
      await user.keyboard("{ArrowLeft}");
      expect(screen.getByRole("tab", { name: "Python" })).toHaveFocus();
      expect(selectedTab()).toEqual(["Python"]);
    });

    it("jumps to the ends with Home and End", async () => {
      const user = userEvent.setup();
      render(<Languages defaultValue="python" />);
      screen.getByRole("tab", { name: "Python" }).focus();
      await user.keyboard("{End}");
      expect(screen.getByRole("tab", { name: "go" })).toHaveFocus();
      expect(selectedTab()).toEqual(["go"]);
      await user.keyboard("{Home}");
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveFocus();
      expect(selectedTab()).toEqual(["cURL"]);
    });

    it("ignores other keys", async () => {
      const user = userEvent.setup();
      render(<Languages />);
      screen.getByRole("tab", { name: "cURL" }).focus();
      await user.keyboard("{ArrowDown}x");
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveFocus();
      expect(selectedTab()).toEqual(["cURL"]);
    });

    it("Tab goes from the selected tab to its panel and on, never to the unselected tabs", async () => {
      const user = userEvent.setup();
      render(
        <>
          <Languages />
          <button type="button">After</button>
        </>,
      );
      await user.tab();
      expect(screen.getByRole("tab", { name: "cURL" })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole("tabpanel", { name: "cURL" })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    });
  });

  describe("groups", () => {
    it("stores the selection in localStorage under tabs.<groupId>", async () => {
      const user = userEvent.setup();
      render(<Languages groupId="lang" />);
      expect(window.localStorage.getItem("tabs.lang")).toBeNull();
      await user.click(screen.getByRole("tab", { name: "Python" }));
      expect(window.localStorage.getItem("tabs.lang")).toBe("python");
      screen.getByRole("tab", { name: "Python" }).focus();
      await user.keyboard("{ArrowRight}");
      expect(window.localStorage.getItem("tabs.lang")).toBe("go");
    });

    it("stores nothing without a groupId", async () => {
      const user = userEvent.setup();
      render(<Languages />);
      await user.click(screen.getByRole("tab", { name: "Python" }));
      expect(window.localStorage.length).toBe(0);
    });

    it("restores a stored selection on mount", () => {
      window.localStorage.setItem("tabs.lang", "go");
      render(<Languages groupId="lang" />);
      expect(selectedTab()).toEqual(["go"]);
      expect(screen.getByRole("tabpanel")).toHaveTextContent("go code");
    });

    it("shows a stored selection in the first committed DOM, before the browser can paint", () => {
      window.localStorage.setItem("tabs.lang", "python");
      const container = document.body.appendChild(document.createElement("div"));
      const root = createRoot(container);
      // Outside act(): flushSync commits and runs layout effects at once, and leaves passive
      // effects for later, as a browser does between a navigation's commit and its next paint.
      const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        flushSync(() => root.render(<Languages groupId="lang" />));
        expect(selectedTab(container)).toEqual(["Python"]);
      } finally {
        flushSync(() => root.unmount());
        container.remove();
        actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
      }
    });

    it("ignores a stored value that is not one of its tabs", () => {
      window.localStorage.setItem("tabs.lang", "rust");
      render(<Languages groupId="lang" defaultValue="python" />);
      expect(selectedTab()).toEqual(["Python"]);
    });

    it("ignores a value stored for another group", () => {
      window.localStorage.setItem("tabs.other", "go");
      render(<Languages groupId="lang" />);
      expect(selectedTab()).toEqual(["cURL"]);
    });

    it("switches every Tabs with the same groupId together, and no others", async () => {
      const user = userEvent.setup();
      render(
        <>
          <section aria-label="first">
            <Languages groupId="lang" prefix="first " />
          </section>
          <section aria-label="second">
            <Languages groupId="lang" prefix="second " />
          </section>
          <section aria-label="other">
            <Languages groupId="other" prefix="other " />
          </section>
          <section aria-label="ungrouped">
            <Languages prefix="ungrouped " />
          </section>
        </>,
      );
      const first = screen.getByRole("region", { name: "first" });
      const second = screen.getByRole("region", { name: "second" });
      const other = screen.getByRole("region", { name: "other" });
      const ungrouped = screen.getByRole("region", { name: "ungrouped" });

      await user.click(within(first).getByRole("tab", { name: "Python" }));
      expect(selectedTab(first)).toEqual(["Python"]);
      expect(selectedTab(second)).toEqual(["Python"]);
      expect(within(second).getByRole("tabpanel")).toHaveTextContent("second python code");
      expect(selectedTab(other)).toEqual(["cURL"]);
      expect(selectedTab(ungrouped)).toEqual(["cURL"]);

      within(second).getByRole("tab", { name: "Python" }).focus();
      await user.keyboard("{End}");
      expect(selectedTab(first)).toEqual(["go"]);
      expect(selectedTab(second)).toEqual(["go"]);
      // Focus stays in the group the reader is using.
      expect(within(second).getByRole("tab", { name: "go" })).toHaveFocus();
    });

    it("stops listening for group changes when unmounted", () => {
      const add = jest.spyOn(window, "addEventListener");
      const remove = jest.spyOn(window, "removeEventListener");
      try {
        const { unmount } = render(<Languages groupId="lang" />);
        const listeners = add.mock.calls
          .filter(([type]) => type === "tabs-group-change")
          .map(([, listener]) => listener);
        expect(listeners).toHaveLength(1);
        unmount();
        expect(remove).toHaveBeenCalledWith("tabs-group-change", listeners[0]);
      } finally {
        add.mockRestore();
        remove.mockRestore();
      }
    });

    it("a group only follows values it has", async () => {
      const user = userEvent.setup();
      render(
        <>
          <section aria-label="full">
            <Languages groupId="lang" />
          </section>
          <section aria-label="partial">
            <Tabs groupId="lang">
              <TabItem value="curl" label="cURL">
                partial curl
              </TabItem>
              <TabItem value="python" label="Python">
                partial python
              </TabItem>
            </Tabs>
          </section>
        </>,
      );
      const full = screen.getByRole("region", { name: "full" });
      const partial = screen.getByRole("region", { name: "partial" });
      await user.click(within(full).getByRole("tab", { name: "Python" }));
      expect(selectedTab(partial)).toEqual(["Python"]);
      await user.click(within(full).getByRole("tab", { name: "go" }));
      expect(selectedTab(partial)).toEqual(["Python"]);
    });
  });
});
