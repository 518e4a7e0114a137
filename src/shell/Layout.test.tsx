import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useStaticQuery } from "gatsby";
import { Layout } from "./Layout";
import { buildShellMenus, type MenuLinkNode } from "./menu-tree";

// The session island is tested by its own owner; here it only has to be rendered in the header.
jest.mock("./user-menu/LateUserMenu", () => ({ LateUserMenu: () => <div data-testid="user-menu" /> }));

const link = (
  id: string,
  title: string,
  menu: string,
  url: string,
  parent: string | null = null,
  weight = 0,
): MenuLinkNode => ({
  drupal_id: id,
  title,
  menu_name: menu,
  weight,
  external: false,
  enabled: true,
  link: { uri: `internal:${url}`, url },
  drupal_parent_menu_item: parent ? `menu_link_content:${parent}` : null,
});

beforeEach(() => {
  // The build turns the Drupal menu links into the shell's trees (gatsby-node, Site.shellMenus).
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: {
      shellMenus: buildShellMenus([
        link("over", "Over reuma", "main", "/over-reuma"),
        link("jicht", "Jicht", "main", "/over-reuma/jicht", "over"),
        link("nieuws", "Nieuws", "main", "/nieuws", null, 1),
        link("contact", "Contact", "footer", "/contact"),
        link("privacy", "Privacy", "footer", "/privacy", null, 1),
      ]),
    },
  });
});

describe("Layout", () => {
  it("starts with a skip link to the main content", async () => {
    const user = userEvent.setup();
    render(<Layout>Inhoud</Layout>);
    await user.tab();
    const skip = screen.getByRole("link", { name: "Naar de inhoud" });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("main")).toHaveTextContent("Inhoud");
  });

  it("puts the cookie bar right after the skip links in the Tab order, before the header", async () => {
    const user = userEvent.setup();
    render(<Layout>Inhoud</Layout>);
    const accept = await screen.findByRole("button", { name: "Accepteren" });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Privacyverklaring" })).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
  });

  it("has the site name, search box, menu button, main menu and footer menu", () => {
    render(<Layout />);
    expect(screen.getByRole("link", { name: "ReumaNL" })).toHaveAttribute("href", "/");
    const search = screen.getByRole("search", { name: "Zoeken op de site" });
    expect(search).toHaveAttribute("action", "/zoeken/");
    expect(within(search).getByRole("combobox", { name: "Zoek op ReumaNL" })).toHaveAttribute("name", "query");
    expect(within(search).getByRole("button", { name: "Zoeken" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-controls", "main-menu");
    expect(screen.getByRole("banner")).toContainElement(screen.getByTestId("user-menu"));
    const main = screen.getByRole("navigation", { name: "Hoofdmenu" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Over reuma", "Nieuws"]);
    const footer = screen.getByRole("navigation", { name: "Voettekst" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Contact", "Privacy"]);
  });

  it("opens the mobile menu with the menu button and closes it with Escape", async () => {
    const user = userEvent.setup();
    render(<Layout />);
    const button = screen.getByRole("button", { name: "Menu" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Hoofdmenu" })).toHaveAttribute("data-mobile-open", "true");
    await user.tab();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("shows the helpline from the site settings first in the footer, as a number to tap", () => {
    (useStaticQuery as jest.Mock).mockReturnValue({
      site: {
        shellMenus: buildShellMenus([link("contact", "Contact", "footer", "/contact")]),
        helpline: {
          title: "Vragen? Bel ons",
          phone: "030 - 760 45 50",
          tel: "+31307604550",
          hours: "werkdagen 10.00–14.00 uur",
        },
      },
    });
    render(<Layout />);
    const helpline = screen.getByRole("region", { name: "Vragen? Bel ons" });
    expect(within(helpline).getByRole("link", { name: "030 - 760 45 50" })).toHaveAttribute("href", "tel:+31307604550");
    expect(helpline).toHaveTextContent("030 - 760 45 50 (werkdagen 10.00–14.00 uur)");
    expect(screen.getByRole("contentinfo")).toContainElement(helpline);
  });

  it("leaves the helpline out when the site settings have none", () => {
    render(<Layout />);
    expect(screen.queryByRole("region", { name: "Vragen? Bel ons" })).toBeNull();
    expect(within(screen.getByRole("contentinfo")).queryByRole("heading")).toBeNull();
  });
});
