import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ContactItem } from "../../domain/people";
import { ANNELIES_ID, memberCard, memberProfile } from "../../test-support/people-fixtures";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ContactsList } from "./ContactsList";
import { MemberProfileView } from "./MemberProfileView";
import { MembersDirectory } from "./MembersDirectory";

jest.setTimeout(30_000);

const api = installFetchRouter();
const ME = { Id: "00000000-0000-4000-8000-000000000004", Username: "Bram", IsVolunteer: false };

const card = memberCard;
const profile = memberProfile;

beforeEach(() => forgetCurrentUser());

describe("MembersDirectory", () => {
  it("sends the filters of the address, shows the count and 12-a-page cards, and tells a visitor they see public profiles only", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("POST /api/v1/profiles/filter", { body: { Items: [card()], Total: 13, PageIndex: 0, PageSize: 12 } });
    api.on("POST /api/v1/profiles/count", { body: 13 });
    render(<MembersDirectory search="?vorm=71001&leeftijd=4&afstand=10&postcode=3511LX&huisnummer=5" />);
    expect(await screen.findByRole("heading", { name: "13 personen gevonden" })).toBeInTheDocument();
    const item = screen.getByRole("link", { name: "Annelies" }).closest("li")!;
    expect(within(item).getByText("Gespreksleider")).toBeInTheDocument();
    expect(within(item).getByText("Lid sinds maart 2025")).toBeInTheDocument();
    expect(within(item).getByText("Leeftijd: 45-55")).toBeInTheDocument();
    expect(within(item).getByText("Vorm van reuma: Reumatoïde artritis")).toBeInTheDocument();
    const request = api.requestsTo("POST /api/v1/profiles/filter")[0]!;
    expect(request.query.get("page_size")).toBe("12");
    expect(request.body).toEqual({
      Roles: [],
      Genders: [],
      AgeRanges: [4],
      Interests: [],
      Forms: [71001],
      Distance: { Postcode: "3511LX", HouseNumber: 5, Range: 10 },
    });
    expect(screen.getByLabelText("Vorm van reuma")).toHaveValue("71001");
    expect(screen.getByRole("checkbox", { name: "45-55" })).toBeChecked();
    expect(screen.getByLabelText("Postcode")).toHaveValue("3511LX");
    expect(screen.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("href", expect.stringContaining("pagina=2"));
    expect(await screen.findByText(/Je ziet alleen de profielen die voor iedereen zichtbaar zijn/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows each member's distance as a band only, and says who can be found by distance (decision 321)", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    const items = [
      card({ DistanceBand: 5 }),
      card({ Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", DistanceBand: 20 }),
    ];
    api.on("POST /api/v1/profiles/filter", { body: { Items: items, Total: 2, PageIndex: 0, PageSize: 12 } });
    api.on("POST /api/v1/profiles/count", { body: 2 });
    render(<MembersDirectory search="?afstand=30" />);
    expect(await screen.findByRole("heading", { name: "2 personen gevonden" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("link", { name: "Annelies" }).closest("li")!).getByText("Afstand: minder dan 5 km"),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("link", { name: "Carla" }).closest("li")!).getByText("Afstand: 10 tot 20 km"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Afstand")).toHaveAccessibleDescription(
      "Vanaf je eigen postcode uit je profiel, of vul een andere postcode in. Je vindt alleen deelnemers die zelf hebben gekozen dat ze op afstand gevonden mogen worden. Afstanden zijn bij benadering: we rekenen met vakken van ongeveer 5 bij 5 km, nooit met adressen.",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says calmly when the day's different search places are used up", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    const text =
      "Je hebt vandaag al vanaf 5 verschillende plaatsen op afstand gezocht. Zoek vanaf een plaats die je vandaag al gebruikte, of probeer het morgen opnieuw. Zo kan niemand met veel zoekopdrachten uitzoeken waar iemand woont.";
    const limited = {
      status: 429,
      body: { code: "DistanceSearchLimited", message: text, errors: { "Distance.Postcode": [text] } },
    };
    api.on("POST /api/v1/profiles/filter", limited);
    api.on("POST /api/v1/profiles/count", limited);
    render(<MembersDirectory search="?afstand=5&postcode=3811AA&huisnummer=1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByLabelText("Postcode")).toHaveAccessibleDescription(expect.stringContaining(text));
  });

  it("shows the server's Dutch text for an address it does not know", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    const invalid = {
      status: 400,
      body: {
        code: "AddressNotRecognised",
        message: "x",
        errors: { "Distance.Postcode": ["Deze combinatie van postcode en huisnummer wordt niet herkend."] },
      },
    };
    api.on("POST /api/v1/profiles/filter", invalid);
    api.on("POST /api/v1/profiles/count", invalid);
    render(<MembersDirectory search="?afstand=5&postcode=9999ZZ&huisnummer=1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Deze combinatie van postcode en huisnummer wordt niet herkend.",
    );
  });
});

describe("MemberProfileView", () => {
  it("sends a contact request with a message, warns about personal data, and then shows it pending", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    api.on(`GET /api/v1/profiles/profile/${ANNELIES_ID}`, { body: profile() });
    api.on(`GET /api/v1/profiles/profile/blogstats/${ANNELIES_ID}`, {
      body: { Blogs: 0, BlogPosts: 0, Followers: 0, BlogSlug: null },
    });
    api.on("POST /api/v1/CustomContactlink", { body: { Status: "pending" } });
    render(<MemberProfileView id={ANNELIES_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Annelies" })).toBeInTheDocument();
    expect(screen.getByText("Ik heb zelf reuma")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Contactverzoek sturen" }));
    const dialog = await screen.findByRole("dialog", { name: "Contactverzoek aan Annelies" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Verstuur verzoek" }));
    expect(await within(dialog).findByText("Schrijf een kort bericht bij je contactverzoek.")).toBeInTheDocument();
    const field = within(dialog).getByLabelText("Je bericht");
    expect(field).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(field, { target: { value: "Hoi! Bel me op 06-12345678" } });
    expect(within(dialog).getByRole("note")).toHaveTextContent("persoonlijke gegevens bevat (een telefoonnummer)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Verstuur verzoek" }));
    expect(
      await screen.findByText("Contactverzoek verstuurd. Je krijgt bericht als het is geaccepteerd."),
    ).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/CustomContactlink")[0]!.body).toEqual({
      ContactUserId: ANNELIES_ID,
      Message: "Hoi! Bel me op 06-12345678",
    });
  });

  it("keeps the text when sending fails, with the server's text at the field", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    api.on(`GET /api/v1/profiles/profile/${ANNELIES_ID}`, { body: profile() });
    api.on(`GET /api/v1/profiles/profile/blogstats/${ANNELIES_ID}`, {
      body: { Blogs: 0, BlogPosts: 0, Followers: 0, BlogSlug: null },
    });
    const text = "Je hebt al een contactverzoek gestuurd. Je krijgt bericht als het is geaccepteerd.";
    api.on("POST /api/v1/CustomContactlink", {
      status: 409,
      body: { code: "ContactRequestRefused", message: text, errors: { Message: [text] } },
    });
    render(<MemberProfileView id={ANNELIES_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Contactverzoek sturen" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Je bericht"), { target: { value: "Hallo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Verstuur verzoek" }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Je bericht")).toHaveValue("Hallo");
  });

  it("counts the member's stories and followers, the stories a link to their blog", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    api.on(`GET /api/v1/profiles/profile/${ANNELIES_ID}`, { body: profile() });
    api.on(`GET /api/v1/profiles/profile/blogstats/${ANNELIES_ID}`, {
      body: { Blogs: 1, BlogPosts: 3, Followers: 1, BlogSlug: "annelies" },
    });
    render(<MemberProfileView id={ANNELIES_ID} />);
    const link = await screen.findByRole("link", { name: "3 verhalen" });
    expect(link).toHaveAttribute("href", "/ontmoet-elkaar/verhalen/annelies/");
    expect(link.closest("dd")).toHaveTextContent(/^3 verhalen, 1 volger$/);
  });

  it("shows the 403 view to a visitor on a participants-only profile", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    const forbidden = { status: 403, body: { code: "ParticipantsOnly", message: "x" } };
    api.on(`GET /api/v1/profiles/profile/${ANNELIES_ID}`, forbidden);
    api.on(`GET /api/v1/profiles/profile/blogstats/${ANNELIES_ID}`, forbidden);
    render(<MemberProfileView id={ANNELIES_ID} />);
    expect(
      await screen.findByText("Dit profiel is alleen te zien voor deelnemers. Log in of registreer je om het te zien."),
    ).toBeInTheDocument();
  });
});

describe("ContactsList", () => {
  const incoming: ContactItem = {
    UserId: ANNELIES_ID,
    Username: "Annelies",
    PhotoUrl: null,
    Status: "incoming",
    Message: "Zullen we contact houden?",
    Seen: false,
    Created: "2026-11-20T10:00:00.000Z",
  };

  it("shows a request's message, marks it seen, and accepts it", async () => {
    let accepted = false;
    api.on("GET /api/v1/CustomContactlink/mycontacts", () => ({
      body: {
        Items: [{ ...incoming, ...(accepted ? { Status: "accepted", Message: null } : {}) }],
        Total: 1,
        PageIndex: 0,
        PageSize: 12,
      },
    }));
    api.on(`POST /api/v1/CustomContactlink/seen/${ANNELIES_ID}`, { status: 204 });
    api.on(`POST /api/v1/CustomContactlink/AcceptContactRequest/${ANNELIES_ID}`, () => {
      accepted = true;
      return { body: { Status: "accepted" } };
    });
    render(<ContactsList />);
    expect(await screen.findByText("Zullen we contact houden?")).toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo(`POST /api/v1/CustomContactlink/seen/${ANNELIES_ID}`)).toHaveLength(1));
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Accepteren" }));
    expect(await screen.findByText("Je bent nu contact van Annelies.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Stuur een bericht" })).toHaveAttribute(
      "href",
      `/account/berichten/${ANNELIES_ID}/`,
    );
  });

  it("asks before denying a request, and denies nothing when the question is cancelled", async () => {
    let denied = false;
    api.on("GET /api/v1/CustomContactlink/mycontacts", () => ({
      body: { Items: denied ? [] : [{ ...incoming, Seen: true }], Total: denied ? 0 : 1, PageIndex: 0, PageSize: 12 },
    }));
    api.on(`POST /api/v1/CustomContactlink/DenyContactRequest/${ANNELIES_ID}`, () => {
      denied = true;
      return { status: 204 };
    });
    render(<ContactsList />);
    fireEvent.click(await screen.findByRole("button", { name: "Afwijzen" }));
    const question = screen.getByText(
      "Weet je zeker dat je het contactverzoek van Annelies wilt afwijzen? Dit kun je niet ongedaan maken.",
    );
    expect(question).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Accepteren" })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(screen.getByRole("group", { name: "Afwijzen" })).getByRole("button", { name: "Annuleren" }));
    expect(screen.getByRole("button", { name: "Accepteren" })).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/v1/CustomContactlink/DenyContactRequest/${ANNELIES_ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Afwijzen" }));
    fireEvent.click(within(screen.getByRole("group", { name: "Afwijzen" })).getByRole("button", { name: "Afwijzen" }));
    expect(
      await screen.findByText("Je hebt het verzoek afgewezen. Annelies krijgt daar geen bericht over."),
    ).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/v1/CustomContactlink/DenyContactRequest/${ANNELIES_ID}`)).toHaveLength(1);
  });

  it("asks before removing a contact, since the messages go for both", async () => {
    api.on("GET /api/v1/CustomContactlink/mycontacts", {
      body: {
        Items: [{ ...incoming, Status: "accepted", Message: null, Seen: true }],
        Total: 1,
        PageIndex: 0,
        PageSize: 12,
      },
    });
    api.on(`DELETE /api/v1/CustomContactlink/contacts/${ANNELIES_ID}`, { status: 204 });
    render(<ContactsList />);
    fireEvent.click(await screen.findByRole("button", { name: "Contact verwijderen" }));
    expect(screen.getByText(/Jullie berichten worden dan bij jullie allebei verwijderd/)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole("group")).getByRole("button", { name: "Contact verwijderen" }));
    expect(await screen.findByText("Annelies is geen contact meer.")).toBeInTheDocument();
    expect(api.requestsTo(`DELETE /api/v1/CustomContactlink/contacts/${ANNELIES_ID}`)).toHaveLength(1);
  });
});
