import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnnouncementBar } from "../../../src/components/layout/AnnouncementBar";
import { siteConfig } from "../../../site.config";

const root = document.documentElement;
const announcement = { id: "release-2", content: "Release 2 is out.", href: "/docs/api/changelog" };

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute("data-announcement-dismissed");
});

describe("AnnouncementBar", () => {
  it("shows the content as a link, in a labelled region", () => {
    render(<AnnouncementBar announcement={announcement} />);
    const region = screen.getByRole("region", { name: "Announcement" });
    expect(screen.getByRole("link", { name: "Release 2 is out." })).toHaveAttribute("href", "/docs/api/changelog");
    expect(region).toHaveAttribute("data-announcement", "release-2");
  });

  it("shows plain text when there is no link", () => {
    render(<AnnouncementBar announcement={{ id: "x", content: "Maintenance on Sunday." }} />);
    expect(screen.getByText("Maintenance on Sunday.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("renders nothing without an announcement", () => {
    const { container } = render(<AnnouncementBar announcement={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("dismissal hides it through <html> and remembers the id", async () => {
    const user = userEvent.setup();
    const main = document.createElement("main");
    main.id = "content";
    main.tabIndex = -1;
    document.body.appendChild(main);
    render(<AnnouncementBar announcement={announcement} />);
    await user.click(screen.getByRole("button", { name: "Dismiss announcement" }));
    expect(root).toHaveAttribute("data-announcement-dismissed");
    expect(localStorage.getItem("announcement-dismissed")).toBe("release-2");
    expect(main).toHaveFocus();
    main.remove();
  });

  it("uses the announcement from site.config.ts", () => {
    expect(siteConfig.announcement?.id).toMatch(/^[a-z0-9-]+$/);
    render(<AnnouncementBar announcement={siteConfig.announcement} />);
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent(
      siteConfig.announcement?.content ?? "",
    );
  });
});
