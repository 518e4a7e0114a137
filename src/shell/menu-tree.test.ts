import { menuUrl } from "../domain/links";
import { buildMenuTree, buildShellMenus, type MenuLinkNode } from "./menu-tree";

const link = (id: string, title: string, extra: Partial<MenuLinkNode> = {}): MenuLinkNode => ({
  drupal_id: id,
  title,
  menu_name: "main",
  weight: 0,
  link: { uri: `internal:/${id}` },
  drupal_parent_menu_item: null,
  ...extra,
});

describe("buildMenuTree", () => {
  it("nests children under their parent and orders by weight", () => {
    const tree = buildMenuTree(
      [
        link("b", "Leven met reuma", { weight: 1 }),
        link("a", "Over reuma", { weight: 0 }),
        link("a2", "Jicht", { weight: 1, drupal_parent_menu_item: "menu_link_content:a" }),
        link("a1", "Artrose", { weight: 0, drupal_parent_menu_item: "menu_link_content:a" }),
        link("f", "Contact", { menu_name: "footer" }),
      ],
      "main",
    );
    expect(tree.map((i) => i.title)).toEqual(["Over reuma", "Leven met reuma"]);
    expect(tree[0]!.children.map((i) => i.title)).toEqual(["Artrose", "Jicht"]);
    expect(tree[0]!.url).toBe("/a");
  });

  it("leaves out disabled links and lifts children of a missing parent to the top", () => {
    const tree = buildMenuTree(
      [link("x", "Uit", { enabled: false }), link("y", "Wees", { drupal_parent_menu_item: "menu_link_content:gone" })],
      "main",
    );
    expect(tree.map((i) => i.title)).toEqual(["Wees"]);
  });

  it("marks absolute links as external", () => {
    const [item] = buildMenuTree([link("e", "Extern", { link: { uri: "https://example.org" } })], "main");
    expect(item).toEqual(expect.objectContaining({ url: "https://example.org", external: true }));
  });
});

describe("menuUrl", () => {
  it("understands Drupal link uris", () => {
    expect(menuUrl({ uri: "internal:/over-reuma" })).toBe("/over-reuma");
    expect(menuUrl({ uri: "route:<front>" })).toBe("/");
    expect(menuUrl({ uri: "route:<nolink>" })).toBeNull();
    expect(menuUrl({ uri: "entity:node/12" })).toBe("/node/12");
    expect(menuUrl({ uri: "internal:/x", url: "/alias" })).toBe("/alias");
    expect(menuUrl({ uri: "javascript:alert(1)" })).toBeNull();
  });
});

describe("featured item", () => {
  const five = {
    field_featured_label: "Uitgelicht",
    field_featured_title: "Medicijnen",
    field_featured_text: "Vergelijk medicijnen.",
    field_featured_link_title: "Naar de keuzetabel",
    field_featured_link_url: "/over-reuma/medicijnen-bij-reuma",
  };

  it("shows only when all five texts exist", () => {
    const [full, partial, blank] = buildMenuTree(
      [
        link("a", "Over reuma", { weight: 0, ...five }),
        link("b", "Leven met reuma", { weight: 1, ...five, field_featured_link_url: null }),
        link("c", "Nieuws", { weight: 2, ...five, field_featured_label: "  " }),
      ],
      "main",
    );
    expect(full!.featured).toEqual({
      label: "Uitgelicht",
      title: "Medicijnen",
      text: "Vergelijk medicijnen.",
      linkTitle: "Naar de keuzetabel",
      url: "/over-reuma/medicijnen-bij-reuma",
    });
    expect(partial!.featured).toBeUndefined();
    expect(blank!.featured).toBeUndefined();
  });

  it("leaves the label empty when the title already starts with it, so the menu does not say it twice", () => {
    const [item] = buildMenuTree(
      [link("a", "Over reuma", { weight: 0, ...five, field_featured_title: "Uitgelicht: medicijnen" })],
      "main",
    );
    expect(item!.featured).toEqual(expect.objectContaining({ label: "", title: "Uitgelicht: medicijnen" }));
  });
});

describe("buildShellMenus", () => {
  it("builds the main and the footer menu from the enabled links only, as the build hands them to the shell", () => {
    const menus = buildShellMenus([
      link("a", "Over reuma", { enabled: true }),
      link("a1", "Jicht", { enabled: true, drupal_parent_menu_item: "menu_link_content:a" }),
      link("b", "Oud", { enabled: false }),
      link("c", "Zonder status", {}),
      link("f", "Contact", { enabled: true, menu_name: "footer", expanded: true }),
    ]);
    expect(menus.main.map((item) => [item.title, item.children.map((child) => child.title)])).toEqual([
      ["Over reuma", ["Jicht"]],
    ]);
    expect(menus.footer).toEqual([
      { id: "f", title: "Contact", url: "/f", external: false, children: [], expanded: true },
    ]);
  });
});
