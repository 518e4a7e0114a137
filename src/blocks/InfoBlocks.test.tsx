import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../test-support/axe";
import { installFetchRouter } from "../test-support/fetch-router";
import { forgetCurrentUser } from "../platform/session/useCurrentUser";
import { telephoneHref } from "./InfoBlocks";
import { BlockSlots } from "./PositionBlocks";
import { Blocks } from "./registry";
import { spotifyEmbedUrl } from "./SessionBlocks";
import type { BlockData } from "./types";

const block = (data: Record<string, unknown>) => data as unknown as BlockData;
const image = (alt: string) => ({
  field_media_image: { alt, width: 400, height: 200 },
  relationships: { field_media_image: { publicUrl: "/static/abc/logo.png" } },
});

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

describe("introduction, organisation and link-with-icons blocks", () => {
  it("render the introduction as the page's lead text", async () => {
    const { container } = render(
      <Blocks
        blocks={[
          block({
            __typename: "paragraph__introduction",
            id: "i",
            field_text: { processed: "<p>Reuma raakt één op de negen mensen.</p>" },
          }),
        ]}
      />,
    );
    expect(await screen.findByText("Reuma raakt één op de negen mensen.")).toBeInTheDocument();
    expect(container.querySelector(".block--introduction.lead")).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("render an organisation with its logo, description and the ways to reach it", async () => {
    const { container } = render(
      <Blocks
        blocks={[
          block({
            __typename: "paragraph__organisation",
            id: "o",
            field_title: "Reumalijn",
            field_text: { processed: "<p>Voor vragen over leven met reuma.</p>" },
            field_link: {
              uri: "https://www.reumanederland.nl",
              url: "https://www.reumanederland.nl",
              title: "Website van de Reumalijn",
            },
            field_phone: "088 - 277 25 25",
            field_email: "reumalijn@example.nl",
            relationships: { field_image: image("Logo van de Reumalijn") },
          }),
        ]}
      />,
    );
    const card = (await screen.findByRole("heading", { level: 2, name: "Reumalijn" })).closest("section")!;
    expect(within(card).getByRole("img", { name: "Logo van de Reumalijn" })).toHaveAttribute("width", "400");
    expect(within(card).getByRole("link", { name: "Bel 088 - 277 25 25" })).toHaveAttribute("href", "tel:0882772525");
    expect(within(card).getByRole("link", { name: "Mail naar reumalijn@example.nl" })).toHaveAttribute(
      "href",
      "mailto:reumalijn@example.nl",
    );
    expect(within(card).getByRole("link", { name: "Website van de Reumalijn" })).toHaveAttribute(
      "href",
      "https://www.reumanederland.nl",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leave out an organisation's contact lines that are not a number, address or link", async () => {
    render(
      <Blocks
        blocks={[
          block({
            __typename: "paragraph__organisation",
            id: "o",
            field_title: "Patiëntenvereniging",
            field_text: null,
            field_link: null,
            field_phone: "bel ons",
            field_email: "geen adres",
            relationships: null,
          }),
        ]}
      />,
    );
    const card = (await screen.findByRole("heading", { name: "Patiëntenvereniging" })).closest("section")!;
    expect(within(card).queryAllByRole("link")).toHaveLength(0);
    expect(telephoneHref("+31 (0)30 123 45 67")).toBe("tel:+310301234567");
  });

  it("render links with their icons, hidden from screen readers, and skip items without a target", async () => {
    const { container } = render(
      <Blocks
        blocks={[
          block({
            __typename: "paragraph__link_with_icons",
            id: "l",
            field_title: "Hulp en advies",
            relationships: {
              field_link_icon_items: [
                {
                  id: "1",
                  field_link: { uri: "internal:/contact", url: "/contact", title: "Stel je vraag" },
                  field_icon: "chat",
                },
                {
                  id: "2",
                  field_link: { uri: "tel:0882772525", url: "tel:0882772525", title: "Bel de Reumalijn" },
                  field_icon: "phone",
                },
                { id: "3", field_link: null, field_icon: "mail" },
              ],
            },
          }),
        ]}
      />,
    );
    const section = await screen.findByRole("region", { name: "Hulp en advies" });
    expect(
      within(section)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Stel je vraag", "/contact"],
      ["Bel de Reumalijn", "tel:0882772525"],
    ]);
    expect(section.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("position blocks", () => {
  it("place the page's own library list and community links where the editor put them", async () => {
    const { container } = render(
      <BlockSlots.Provider
        value={{
          library: (heading) => (
            <section aria-label={heading ?? "Artikelen"}>
              <a href="/over-reuma/jicht">Jicht</a>
            </section>
          ),
          community: () => <p>Gesprekken over jicht</p>,
        }}
      >
        <Blocks
          blocks={[
            block({ __typename: "paragraph__library_list_position", id: "a", field_title: "Lees meer over jicht" }),
            block({ __typename: "paragraph__text", id: "t", field_text: { processed: "<p>Tussentekst.</p>" } }),
            block({ __typename: "paragraph__community_position", id: "c", field_title: null }),
          ]}
        />
      </BlockSlots.Provider>,
    );
    expect(await screen.findByRole("region", { name: "Lees meer over jicht" })).toBeInTheDocument();
    expect(container.textContent).toBe("JichtTussentekst.Gesprekken over jicht");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("link to the library and the community on a page that has no such parts", async () => {
    const { container } = render(
      <Blocks
        blocks={[
          block({ __typename: "paragraph__library_list_position", id: "a", field_title: null }),
          block({ __typename: "paragraph__community_position", id: "c", field_title: null }),
        ]}
      />,
    );
    expect(await screen.findByRole("link", { name: "Naar de bibliotheek" })).toHaveAttribute("href", "/over-reuma");
    expect(screen.getByRole("heading", { name: "Praat mee in de community" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar Ontmoet elkaar" })).toHaveAttribute("href", "/ontmoet-elkaar");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("community homepage block", () => {
  const api = installFetchRouter();
  beforeEach(() => forgetCurrentUser());
  const community = block({
    __typename: "paragraph__community_homepage",
    id: "h",
    field_title_logged_out: "Ontmoet anderen met reuma",
    field_intro_logged_out: "Praat mee in gesprekken.",
    field_title_logged_in: "Welkom terug in de community",
    field_intro_logged_in: "Kijk wat er nieuw is.",
  });

  it("greets a logged-in participant with the logged-in texts", async () => {
    api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "annelies", IsVolunteer: false } });
    const { container } = render(<Blocks blocks={[community]} />);
    expect(await screen.findByRole("heading", { name: "Welkom terug in de community" })).toBeInTheDocument();
    expect(screen.getByText("Kijk wat er nieuw is.")).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a visitor the texts for visitors", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    render(<Blocks blocks={[community]} />);
    expect(await screen.findByRole("heading", { name: "Ontmoet anderen met reuma" })).toBeInTheDocument();
    await screen.findByText("Praat mee in gesprekken.");
    expect(api.requestsTo("GET /api/v1/CustomUser")).toHaveLength(1);
    expect(screen.queryByText("Welkom terug in de community")).toBeNull();
  });
});

describe("Spotify podcast block", () => {
  beforeEach(clearCookies);
  const podcast = block({
    __typename: "paragraph__spotify_podcast",
    id: "p",
    field_podcast_url: "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk?si=abc",
  });

  it("embeds the player only after video-style consent, with a link to Spotify all along", async () => {
    const { container } = render(<Blocks blocks={[podcast]} />);
    expect(await screen.findByText(/Deze podcast komt van Spotify/)).toBeInTheDocument();
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /Luister de podcast op Spotify/ })).toHaveAttribute(
      "href",
      "https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk",
    );
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Cookies accepteren en podcast tonen" }));
    expect(document.cookie).toContain("cookie_consent_video=yes");
    expect(await screen.findByTitle("Podcast: Podcast")).toHaveAttribute(
      "src",
      "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("accepts only Spotify episode and show links", () => {
    expect(spotifyEmbedUrl("https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0")).toBe(
      "https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0",
    );
    expect(spotifyEmbedUrl("https://evil.example/episode/4rOoJ6Egrf8K2IrywzwOMk")).toBeNull();
    expect(spotifyEmbedUrl("https://open.spotify.com/track/4rOoJ6Egrf8K2IrywzwOMk")).toBeNull();
  });
});
