import { buildFooter, type FooterLinkNode } from "./footer-menu";

const link = (id: string, title: string, url: string, extra: Partial<FooterLinkNode> = {}): FooterLinkNode => ({
  drupal_id: id,
  title,
  menu_name: "footer",
  weight: 0,
  link: { uri: url.startsWith("/") ? `internal:${url}` : url, url },
  ...extra,
});

describe("footer menu", () => {
  it("gives PageId, Title, Weight, relative Url, IsExternal, ShowChildren and Children", () => {
    const footer = buildFooter(
      [
        link("b", "Contact", "/contact", { weight: 2 }),
        link("a", "Over ReumaNL", "/waarom-reumanl", { weight: 1, expanded: true }),
        link("c", "Referenten", "/referenten", { drupal_parent_menu_item: "menu_link_content:a" }),
        link("d", "Thuisarts.nl", "https://www.thuisarts.nl", { weight: 3, external: true }),
        link("e", "Hoofdmenu-item", "/x", { menu_name: "main" }),
        link("f", "Uit", "/uit", { enabled: false }),
      ],
      new Map([["/contact", 12]]),
    );
    expect(footer).toEqual([
      {
        PageId: null,
        Title: "Over ReumaNL",
        Weight: 1,
        Url: "/waarom-reumanl",
        IsExternal: false,
        ShowChildren: true,
        Children: [
          {
            PageId: null,
            Title: "Referenten",
            Weight: 0,
            Url: "/referenten",
            IsExternal: false,
            ShowChildren: false,
            Children: [],
          },
        ],
      },
      {
        PageId: 12,
        Title: "Contact",
        Weight: 2,
        Url: "/contact",
        IsExternal: false,
        ShowChildren: false,
        Children: [],
      },
      {
        PageId: null,
        Title: "Thuisarts.nl",
        Weight: 3,
        Url: "https://www.thuisarts.nl/",
        IsExternal: true,
        ShowChildren: false,
        Children: [],
      },
    ]);
  });
});
