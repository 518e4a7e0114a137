import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MenuItem } from "./menu-tree";
import { Navbar } from "./Navbar";

const item = (id: string, title: string, url: string, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  url,
  external: false,
  children,
});

const MENU: MenuItem[] = [
  item("over", "Over reuma", "/over-reuma", [
    item("ra", "Reumatoïde artritis", "/over-reuma/reumatoide-artritis"),
    item("jicht", "Jicht", "/over-reuma/jicht"),
  ]),
  item("leven", "Leven met reuma", "/leven-met-reuma", [
    item("werk", "Werk en reuma", "/leven-met-reuma/werk-en-reuma"),
  ]),
  item("nieuws", "Nieuws", "/nieuws"),
];

describe("Navbar", () => {
  it("shows the top level as links in a labelled navigation, sub menus closed", () => {
    render(<Navbar items={MENU} />);
    const nav = screen.getByRole("navigation", { name: "Hoofdmenu" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Over reuma" })).toHaveAttribute("href", "/over-reuma");
    expect(screen.getByRole("link", { name: "Nieuws" })).toHaveAttribute("href", "/nieuws");
    expect(screen.queryByRole("link", { name: "Jicht" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submenu Over reuma" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("button", { name: "Submenu Nieuws" })).not.toBeInTheDocument();
  });

  it("opens a sub menu with Enter and closes it with Escape, focus back on its button", async () => {
    const user = userEvent.setup();
    render(<Navbar items={MENU} />);
    await user.tab(); // Over reuma link
    await user.tab(); // its sub menu button
    const button = screen.getByRole("button", { name: "Submenu Over reuma" });
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    const submenu = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(submenu).toBeVisible();
    await user.tab();
    expect(screen.getByRole("link", { name: "Reumatoïde artritis" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(submenu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it("toggles with Space and with a click, and keeps only one sub menu open", async () => {
    const user = userEvent.setup();
    render(<Navbar items={MENU} />);
    const over = screen.getByRole("button", { name: "Submenu Over reuma" });
    const leven = screen.getByRole("button", { name: "Submenu Leven met reuma" });

    over.focus();
    await user.keyboard(" ");
    expect(over).toHaveAttribute("aria-expanded", "true");

    await user.click(leven);
    expect(leven).toHaveAttribute("aria-expanded", "true");
    expect(over).toHaveAttribute("aria-expanded", "false");

    await user.click(leven);
    expect(leven).toHaveAttribute("aria-expanded", "false");
  });

  it("on a wide screen, a click right after the hover opened the sub menu keeps it open; a later click closes it", () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === "(min-width: 1280px)",
      media: query,
    })) as unknown as typeof window.matchMedia;
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    try {
      render(<Navbar items={MENU} />);
      const leven = screen.getByRole("button", { name: "Submenu Leven met reuma" });
      const row = leven.closest("li")!;
      // jsdom has no PointerEvent: a pointerover whose pointerType says "mouse".
      const over = new MouseEvent("pointerover", { bubbles: true });
      Object.defineProperty(over, "pointerType", { value: "mouse" });
      fireEvent(row, over);
      expect(leven).toHaveAttribute("aria-expanded", "true");
      now.mockReturnValue(1_000_200);
      fireEvent.click(leven);
      expect(leven).toHaveAttribute("aria-expanded", "true");
      now.mockReturnValue(1_005_000);
      fireEvent.click(leven);
      expect(leven).toHaveAttribute("aria-expanded", "false");
    } finally {
      now.mockRestore();
      window.matchMedia = matchMedia;
    }
  });

  it("closes an open sub menu when focus leaves it or the reader clicks elsewhere", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Navbar items={MENU} />
        <a href="/elders">Elders</a>
      </>,
    );
    const over = screen.getByRole("button", { name: "Submenu Over reuma" });
    await user.click(over);
    expect(over).toHaveAttribute("aria-expanded", "true");
    fireEvent.mouseDown(document.body);
    expect(over).toHaveAttribute("aria-expanded", "false");

    await user.click(over);
    await user.tab(); // Reumatoïde artritis
    await user.tab(); // Jicht
    await user.tab(); // out of the sub menu: Leven met reuma
    expect(screen.getByRole("link", { name: "Leven met reuma" })).toHaveFocus();
    expect(over).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the panel open or closed for the mobile menu button", () => {
    const { rerender } = render(<Navbar items={MENU} id="main-menu" />);
    expect(screen.getByRole("navigation")).toHaveAttribute("data-mobile-open", "false");
    rerender(<Navbar items={MENU} id="main-menu" mobileOpen />);
    expect(screen.getByRole("navigation")).toHaveAttribute("data-mobile-open", "true");
  });
});
