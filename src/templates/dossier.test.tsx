import { render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { PageProps } from "gatsby";
import { axeViolations } from "../test-support/axe";
import { listItem } from "../test-support/community-fixtures";
import { installFetchRouter } from "../test-support/fetch-router";
import DossierTemplate, { type DossierContext } from "./dossier";

type DossierQuery = Queries.DossierQuery;

jest.mock("../shell/user-menu/LateUserMenu", () => ({ LateUserMenu: () => null }));

beforeEach(() =>
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { shellMenus: { main: [], footer: [] }, siteMetadata: { siteUrl: "https://reumanl.example" } },
  }),
);

const teaser = (id: string, title: string, alias: string) => ({
  id,
  title,
  name: title,
  field_introduction: null,
  field_article_description: null,
  path: { alias },
});

function dossier(overrides: Partial<NonNullable<DossierQuery["dossier"]>> = {}): DossierQuery {
  return {
    dossier: {
      name: "Jicht",
      field_introduction: "Jicht ontstaat door kristallen van urinezuur.",
      field_more_about_label: "Meer over jicht",
      field_show_body: true,
      field_conversations: ["vragen-over-jicht"],
      field_blogs: [],
      field_notes: "Over jicht en pseudojicht.",
      field_synonyms: ["podagra", null],
      field_category: "treatment",
      description: { processed: "<p>Een ontsteking van een gewricht.</p>", plain: "Een ontsteking van een gewricht." },
      metatag: null,
      relationships: {
        field_body: [],
        field_link_list: null,
        field_related: [teaser("v", "Voeding", "/leven-met-reuma/dossiers/voeding"), null],
      },
      ...overrides,
    } as NonNullable<DossierQuery["dossier"]>,
    children: { nodes: [] },
    articles: { nodes: [teaser("a", "Jicht en voeding", "/over-reuma/jicht-en-voeding")] },
  };
}

const context: DossierContext = {
  id: "d",
  section: { title: "Over reuma", href: "/over-reuma" },
  parent: null,
  children: [],
};
const page = (data: DossierQuery) => (
  <DossierTemplate {...({ data, pageContext: context } as unknown as PageProps<DossierQuery, DossierContext>)} />
);

const api = installFetchRouter();
beforeEach(() => api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } }));

describe("dossier page", () => {
  it("shows the term's notes, other names, category and related dossiers", async () => {
    const { container } = render(page(dossier()));
    expect(screen.getByText("Over jicht en pseudojicht.")).toBeInTheDocument();
    expect(screen.getByText("Ook bekend als").nextElementSibling?.textContent).toBe("podagra");
    expect(screen.getByText("Onderwerp").nextElementSibling?.textContent).toBe("Behandeling");
    const related = screen.getByRole("region", { name: "Zie ook" });
    expect(within(related).getByRole("link", { name: "Voeding" })).toHaveAttribute(
      "href",
      "/leven-met-reuma/dossiers/voeding",
    );
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  it("puts the articles and the conversations where the body's position blocks stand, once", async () => {
    const body = [
      { __typename: "paragraph__text", id: "t1", field_text: { processed: "<p>Eerst dit.</p>" } },
      { __typename: "paragraph__community_position", id: "c", field_title: "Ervaringen met jicht" },
      { __typename: "paragraph__library_list_position", id: "l", field_title: null },
    ];
    const data = dossier({
      relationships: {
        field_body: body,
        field_link_list: null,
        field_related: [teaser("v", "Voeding", "/leven-met-reuma/dossiers/voeding")],
      },
    } as unknown as Partial<NonNullable<DossierQuery["dossier"]>>);
    const { container } = render(page(data));
    await screen.findByRole("heading", { name: "Ervaringen met jicht" });
    const article = container.querySelector("article.dossier") as HTMLElement;
    const headings = within(article)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Ervaringen met jicht", "Meer over jicht", "Zie ook"]);
  });

  it("names each conversation and links to its own address; one only participants may read says so", async () => {
    api.on("GET /api/v1/conversations/by-list-of-ids", { body: [listItem()] });
    api.on("GET /api/v1/conversations/7", {
      status: 403,
      body: { code: "ParticipantsOnly", message: "Dit gesprek is alleen voor deelnemers." },
    });
    const { container } = render(page(dossier({ field_conversations: ["41", "7"] })));
    const section = screen.getByRole("region", { name: "Gesprekken over dit onderwerp" });
    expect(await within(section).findByRole("link", { name: "Tips voor de ochtendstijfheid" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/vermoeidheid/tips-voor-de-ochtendstijfheid/",
    );
    expect(within(section).getByText("In de groep Vermoeidheid")).toBeInTheDocument();
    expect(within(section).getAllByRole("listitem")[1]).toHaveTextContent(
      "Dit gesprek is alleen te lezen voor deelnemers. Log in om het te lezen",
    );
    expect(
      within(section)
        .queryAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).not.toContain("/ontmoet-elkaar/gesprekken/41");
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);
});
