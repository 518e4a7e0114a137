import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VolunteerView } from "../../domain/volunteers";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { VolunteerProfile } from "./VolunteerProfile";

const api = installFetchRouter();
jest.setTimeout(20_000);

const VOLUNTEER: VolunteerView = {
  IsVolunteer: true,
  Step: "completed",
  HasOwnTransport: true,
  IsTravellingByPublicTransport: false,
  IsAbleToTravelIndependently: true,
  BirthYear: 1970,
  Region: 10,
  AbilityIds: [101],
  InterestIds: [1],
  FormsOfreumaIds: [71001],
  NewOpportunities: true,
  IsOrganiser: false,
};
const ABILITIES = [
  { Id: 101, Name: "Je verhaal vertellen aan zorgverleners" },
  { Id: 102, Name: "Gastles geven aan studenten" },
];
const FORMS = [
  { Id: 71001, Name: "Reumatoïde artritis" },
  { Id: 71002, Name: "Artrose" },
];

function volunteerApi() {
  api.on("GET /api/v1/Volunteer", { body: VOLUNTEER });
  api.on("GET /api/v1/Volunteer/GetAbilities", { body: [ABILITIES[0]] });
  api.on("GET /api/v1/Volunteer/GetInterests", { body: [{ Id: 1, Name: "Werk en reuma" }] });
  api.on("GET /api/v1/Volunteer/GetFormsOfreuma", { body: [FORMS[0]] });
  api.on("GET /api/v1/AbilityCategory", { body: [{ Id: 1, Name: "Vertellen en voorlichten", Abilities: ABILITIES }] });
  api.on("GET /api/v1/Interest", { body: [{ Id: 1, Name: "Werk en reuma" }] });
  api.on("GET /api/v1/FormOfreuma", { body: FORMS });
}

async function openEditor() {
  const user = userEvent.setup();
  const view = render(<VolunteerProfile />);
  await user.click(await screen.findByRole("button", { name: "Wijzig je antwoorden" }));
  await screen.findByRole("heading", { name: "Over jou" });
  return { user, ...view };
}

// Issue 37, row 9: a volunteer changes abilities, interests, forms and travel answers after sign-up.
describe("a volunteer's answers after the sign-up", () => {
  it("changes the travel answers and the province with the sign-up's questions, filled in", async () => {
    volunteerApi();
    api.on("POST /api/v1/Volunteer/SetVolunteerInfo", (request) => ({
      body: {
        ...VOLUNTEER,
        ...{ HasOwnTransport: false, BirthYear: (request.body as { birthYear: number }).birthYear },
      },
    }));
    const { user, container } = await openEditor();
    const info = screen.getByRole("region", { name: "Over jou" });
    const group = within(info).getByRole("group", { name: "Heb je eigen vervoer?" });
    expect(within(group).getByRole("radio", { name: "Ja" })).toBeChecked();
    expect(within(info).getByLabelText("Wat is je geboortejaar?")).toHaveValue("1970");
    expect(within(info).getByLabelText("In welke provincie woon je? (niet verplicht)")).toHaveValue("10");
    await user.click(within(group).getByRole("radio", { name: "Nee" }));
    const year = within(info).getByLabelText("Wat is je geboortejaar?");
    await user.clear(year);
    await user.type(year, "18");
    await user.click(within(info).getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(year).toHaveAccessibleDescription("Fout: Vul een geldig geboortejaar in (je bent 16 jaar of ouder)."),
    );
    expect(api.requestsTo("POST /api/v1/Volunteer/SetVolunteerInfo")).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(year);
    await user.type(year, "1971");
    await user.click(within(info).getByRole("button", { name: "Opslaan" }));
    expect(await within(info).findByText("Je wijzigingen zijn opgeslagen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetVolunteerInfo")[0]!.body).toEqual({
      hasOwnTransport: false,
      isTravellingByPublicTransport: false,
      isAbleToTravelIndependently: true,
      birthYear: 1971,
      region: 10,
    });
  });

  it("needs at least one ability, interest and form, saves each on its own and never completes the sign-up again", async () => {
    volunteerApi();
    api.on("POST /api/v1/Volunteer/SetAbilities", { body: { ...VOLUNTEER, AbilityIds: [102] } });
    api.on("POST /api/v1/Volunteer/SetFormsOfreuma", { body: { ...VOLUNTEER, FormsOfreumaIds: [71001, 71002] } });
    const { user } = await openEditor();
    const abilities = screen.getByRole("region", { name: "Wat wil je doen?" });
    await user.click(within(abilities).getByRole("checkbox", { name: "Je verhaal vertellen aan zorgverleners" }));
    await user.click(within(abilities).getByRole("button", { name: "Opslaan" }));
    expect(await within(abilities).findByText("Kies minstens één vaardigheid.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetAbilities")).toHaveLength(0);
    await user.click(within(abilities).getByRole("checkbox", { name: "Gastles geven aan studenten" }));
    await user.click(within(abilities).getByRole("button", { name: "Opslaan" }));
    expect(await within(abilities).findByText("Je wijzigingen zijn opgeslagen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetAbilities")[0]!.body).toEqual({ abilityIds: [102] });

    const interests = screen.getByRole("region", { name: "Welke onderwerpen spreken je aan?" });
    await user.click(within(interests).getByRole("checkbox", { name: "Werk en reuma" }));
    await user.click(within(interests).getByRole("button", { name: "Opslaan" }));
    expect(await within(interests).findByText("Kies minstens één onderwerp.")).toBeInTheDocument();

    const forms = screen.getByRole("region", { name: "Met welke vorm van reuma heb je ervaring?" });
    await user.click(within(forms).getByRole("checkbox", { name: "Artrose" }));
    await user.click(within(forms).getByRole("button", { name: "Opslaan" }));
    expect(await within(forms).findByText("Je wijzigingen zijn opgeslagen.")).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetFormsOfreuma")[0]!.body).toEqual({
      formsOfreumaIds: [71001, 71002],
    });
    expect(api.requestsTo("POST /api/v1/Volunteer/CompletedRegistration")).toHaveLength(0);
  });
});
