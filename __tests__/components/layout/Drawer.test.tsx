import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Drawer } from "../../../src/components/layout/Drawer";
import { setUpLayoutDom } from "../fixtures/dom";

const dom = setUpLayoutDom();

/** The drawer between two focusable elements of the page, so that escaping focus is visible. */
function renderDrawer(open = true) {
  const onClose = jest.fn();
  const ui = (isOpen: boolean) => (
    <>
      <button type="button">Before</button>
      <Drawer open={isOpen} onClose={onClose}>
        <nav aria-label="Sections">
          <a href="/docs">First link</a>
          <a href="/docs/api">Last link</a>
        </nav>
      </Drawer>
      <button type="button">After</button>
    </>
  );
  const result = render(ui(open));
  return { ...result, onClose, setOpen: (isOpen: boolean) => result.rerender(ui(isOpen)) };
}

const dialog = () => screen.getByRole("dialog", { name: "Navigation" });
const closeButton = () => screen.getByRole("button", { name: "Close navigation" });
const lastLink = () => screen.getByRole("link", { name: "Last link" });

describe("Drawer", () => {
  it("renders nothing when closed", () => {
    const { onClose } = renderDrawer(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("drawer-backdrop")).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("is a modal dialog labelled 'Navigation' when open", () => {
    renderDrawer();
    expect(dialog()).toHaveAttribute("aria-modal", "true");
    expect(dialog()).toContainElement(screen.getByRole("link", { name: "First link" }));
    expect(screen.getByTestId("drawer-backdrop")).toBeInTheDocument();
  });

  it("moves focus inside, to its first focusable element", () => {
    renderDrawer();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(closeButton()).toHaveFocus();
  });

  it("moves focus inside when it opens later", () => {
    const { setOpen } = renderDrawer(false);
    screen.getByRole("button", { name: "Before" }).focus();
    setOpen(true);
    expect(closeButton()).toHaveFocus();
  });

  describe("focus trap", () => {
    it("lets Tab move forward normally inside the dialog", async () => {
      const user = userEvent.setup();
      renderDrawer();
      await user.tab();
      expect(screen.getByRole("link", { name: "First link" })).toHaveFocus();
      await user.tab();
      expect(lastLink()).toHaveFocus();
    });

    it("wraps Tab from the last focusable to the first", async () => {
      const user = userEvent.setup();
      renderDrawer();
      lastLink().focus();
      await user.tab();
      expect(closeButton()).toHaveFocus();
      expect(screen.getByRole("button", { name: "After" })).not.toHaveFocus();
    });

    it("wraps Shift+Tab from the first focusable to the last", async () => {
      const user = userEvent.setup();
      renderDrawer();
      expect(closeButton()).toHaveFocus();
      await user.tab({ shift: true });
      expect(lastLink()).toHaveFocus();
      expect(screen.getByRole("button", { name: "Before" })).not.toHaveFocus();
    });

    it("skips elements that are not rendered when wrapping", async () => {
      const user = userEvent.setup();
      const onClose = jest.fn();
      render(
        <Drawer open onClose={onClose}>
          <a href="/docs">First link</a>
          <a href="/docs/api">Last link</a>
          <div style={{ display: "none" }}>
            <a href="/docs/hidden">Hidden link</a>
          </div>
        </Drawer>,
      );
      lastLink().focus();
      await user.tab();
      expect(closeButton()).toHaveFocus();
      await user.tab({ shift: true });
      expect(lastLink()).toHaveFocus();
    });

    it("moves Tab from the dialog container to the first focusable", async () => {
      const user = userEvent.setup();
      renderDrawer();
      dialog().focus();
      await user.tab();
      expect(closeButton()).toHaveFocus();
    });

    it("stops trapping once closed", async () => {
      const user = userEvent.setup();
      const { setOpen } = renderDrawer();
      setOpen(false);
      const before = screen.getByRole("button", { name: "Before" });
      before.focus();
      await user.tab();
      expect(screen.getByRole("button", { name: "After" })).toHaveFocus();
    });

    /*
     * Regression: the dialog itself has tabIndex={-1}, so it takes focus when the reader clicks a
     * non-interactive part of the panel (and when nothing inside is focusable). The trap used to
     * wrap only when focus was exactly on the first or last item, so Shift+Tab from the dialog
     * container let focus leave the modal for the page behind it.
     */
    it("keeps Shift+Tab inside after a click on a non-interactive part of the panel", async () => {
      const user = userEvent.setup();
      renderDrawer();
      // A click on the panel's padding or text focuses the nearest focusable ancestor: the dialog.
      await user.click(screen.getByRole("navigation", { name: "Sections" }));
      expect(dialog()).toHaveFocus();
      await user.tab({ shift: true });
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    });
  });

  describe("closing", () => {
    it("calls onClose on Escape", async () => {
      const user = userEvent.setup();
      const { onClose } = renderDrawer();
      await user.keyboard("{Escape}");
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("does not react to Escape while closed", async () => {
      const user = userEvent.setup();
      const { onClose } = renderDrawer(false);
      await user.keyboard("{Escape}");
      expect(onClose).not.toHaveBeenCalled();
    });

    it("stops listening for Escape once closed", async () => {
      const user = userEvent.setup();
      const { onClose, setOpen } = renderDrawer();
      setOpen(false);
      await user.keyboard("{Escape}");
      expect(onClose).not.toHaveBeenCalled();
    });

    it("calls onClose when the backdrop is clicked", async () => {
      const user = userEvent.setup();
      const { onClose } = renderDrawer();
      await user.click(screen.getByTestId("drawer-backdrop"));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("does not call onClose for a click inside the panel", async () => {
      const user = userEvent.setup();
      const { onClose } = renderDrawer();
      await user.click(screen.getByRole("navigation", { name: "Sections" }));
      expect(onClose).not.toHaveBeenCalled();
    });

    it("calls onClose from the close button", async () => {
      const user = userEvent.setup();
      const { onClose } = renderDrawer();
      await user.click(closeButton());
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe("desktop breakpoint", () => {
    it("watches (min-width: 996px) while open", () => {
      renderDrawer();
      expect(dom.media.matchMedia).toHaveBeenCalledWith("(min-width: 996px)");
      expect(dom.media.listenerCount()).toBe(1);
    });

    it("does not close while the window stays narrow", () => {
      const { onClose } = renderDrawer();
      dom.media.setMatches(false);
      expect(onClose).not.toHaveBeenCalled();
    });

    it("calls onClose when the window grows to the desktop layout", () => {
      const { onClose } = renderDrawer();
      expect(onClose).not.toHaveBeenCalled();
      dom.media.setMatches(true);
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("calls onClose at once when opened while the query already matches", () => {
      dom.media.setMatches(true);
      const { onClose } = renderDrawer();
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("stops listening when closed", () => {
      const { onClose, setOpen } = renderDrawer();
      setOpen(false);
      expect(dom.media.listenerCount()).toBe(0);
      dom.media.setMatches(true);
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  it("locks page scrolling while open and restores it after", () => {
    document.body.style.overflow = "auto";
    const { setOpen } = renderDrawer();
    expect(document.body.style.overflow).toBe("hidden");
    setOpen(false);
    expect(document.body.style.overflow).toBe("auto");
    document.body.style.overflow = "";
  });
});
