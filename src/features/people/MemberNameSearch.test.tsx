import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { pageOf } from "../../domain/community";
import { memberCard } from "../../test-support/people-fixtures";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { MemberNameSearch } from "./MemberNameSearch";

jest.setTimeout(30_000);

const api = installFetchRouter();
const ME = { Id: "00000000-0000-4000-8000-000000000004", Username: "Bram", IsVolunteer: false };
const CARLA = memberCard({ Id: "00000000-0000-4000-8000-000000000005", Username: "Carla", Public: false });

beforeEach(() => forgetCurrentUser());

function renderSearch() {
  render(
    <MemberNameSearch>
      <p>De filters</p>
    </MemberNameSearch>,
  );
  return screen.getByRole("searchbox", { name: "Gebruikersnaam" });
}

const statusSays = (text: string) => waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(text));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe("MemberNameSearch", () => {
  it("searches from 3 letters once typing pauses, 12 a page, announces the count and shows the results in place of the filters", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    api.on("GET /api/v1/profiles/searchbyusername", { body: pageOf([CARLA], 1, 0, 12) });
    const field = renderSearch();
    expect(field).toHaveAccessibleDescription("Typ minstens 3 letters van de gebruikersnaam.");
    type(field, "C");
    type(field, "Ca");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.requestsTo("GET /api/v1/profiles/searchbyusername")).toHaveLength(0);
    expect(screen.getByText("De filters")).toBeInTheDocument();
    type(field, "Car");
    type(field, "Carl ");
    await statusSays("1 persoon gevonden met „Carl”");
    const requests = api.requestsTo("GET /api/v1/profiles/searchbyusername");
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ username: "Carl", page_index: "0", page_size: "12" });
    expect(screen.getByRole("link", { name: "Carla" })).toHaveAttribute(
      "href",
      `/ontmoet-elkaar/personen/${CARLA.Id}/`,
    );
    expect(screen.queryByText("De filters")).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    type(field, "");
    expect(await screen.findByText("De filters")).toBeInTheDocument();
  });

  it("says when nobody's name starts with the text, and tells a visitor only public profiles are found", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    api.on("GET /api/v1/profiles/searchbyusername", { body: pageOf([], 0, 0, 12) });
    const field = renderSearch();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "Typ minstens 3 letters van de gebruikersnaam. Je vindt alleen profielen die voor iedereen zichtbaar zijn.",
      ),
    );
    type(field, "Xyz");
    await statusSays("Niemand gevonden met een gebruikersnaam die begint met „Xyz”.");
  });

  it("shows the Dutch text at the field for a name a username cannot hold, without asking the server", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    const field = renderSearch();
    type(field, "Car la");
    const text = "Een gebruikersnaam heeft alleen letters en cijfers. Zoek zonder spaties of andere tekens.";
    expect(field).toHaveAccessibleDescription(`Typ minstens 3 letters van de gebruikersnaam. Fout: ${text}`);
    expect(field).toHaveAttribute("aria-invalid", "true");
    type(field, "a".repeat(21));
    expect(field).toHaveAccessibleDescription(
      "Typ minstens 3 letters van de gebruikersnaam. Fout: Een gebruikersnaam is niet langer dan 20 tekens. Zoek met minder tekens.",
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.requestsTo("GET /api/v1/profiles/searchbyusername")).toHaveLength(0);
    expect(screen.getByText("De filters")).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("pages through more than 12 results", async () => {
    api.on("GET /api/v1/CustomUser", { body: ME });
    api.on("GET /api/v1/profiles/searchbyusername", (request) => ({
      body: pageOf(
        [memberCard({ Username: `Lid${request.query.get("page_index")}` })],
        13,
        Number(request.query.get("page_index")),
        12,
      ),
    }));
    const field = renderSearch();
    type(field, "Lid");
    await statusSays("13 personen gevonden met „Lid”");
    fireEvent.click(screen.getByRole("link", { name: "Pagina 2" }));
    expect(await screen.findByRole("link", { name: "Lid1" })).toBeInTheDocument();
    expect(api.requestsTo("GET /api/v1/profiles/searchbyusername").at(-1)!.query.get("page_index")).toBe("1");
  });
});
