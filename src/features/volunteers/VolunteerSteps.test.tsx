import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { VolunteerView } from "../../domain/volunteers";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { VolunteerSteps } from "./VolunteerSteps";

const api = installFetchRouter();
jest.setTimeout(20_000);

const START: VolunteerView = {
  IsVolunteer: false,
  Step: "info",
  HasOwnTransport: null,
  IsTravellingByPublicTransport: null,
  IsAbleToTravelIndependently: null,
  BirthYear: null,
  Region: null,
  AbilityIds: [],
  InterestIds: [],
  FormsOfreumaIds: [],
  NewOpportunities: true,
  IsOrganiser: false,
};

function lookups() {
  api.on("GET /api/v1/AbilityCategory", {
    body: [
      {
        Id: 1,
        Name: "Vertellen en voorlichten",
        Abilities: [{ Id: 101, Name: "Je verhaal vertellen aan zorgverleners" }],
      },
    ],
  });
  api.on("GET /api/v1/Interest", { body: [{ Id: 1, Name: "Werk en reuma" }] });
  api.on("GET /api/v1/FormOfreuma", { body: [{ Id: 71001, Name: "Reumatoïde artritis" }] });
}

describe("VolunteerSteps", () => {
  it("gives the Dutch error at each empty info question, then saves the step and goes on", async () => {
    lookups();
    api.on("GET /api/v1/Volunteer", { body: START });
    api.on("POST /api/v1/Volunteer/SetVolunteerInfo", {
      body: {
        ...START,
        Step: "abilities",
        HasOwnTransport: true,
        IsTravellingByPublicTransport: false,
        IsAbleToTravelIndependently: true,
        BirthYear: 1970,
      },
    });
    const user = userEvent.setup();
    const { container } = render(<VolunteerSteps />);
    expect(await screen.findByRole("heading", { name: "Stap 1 van 4: Over jou" })).toBeInTheDocument();
    const answer = (question: string, choice: "Ja" | "Nee") =>
      user.click(within(screen.getByRole("group", { name: question })).getByRole("radio", { name: choice }));
    await answer("Heb je eigen vervoer?", "Ja");
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));
    expect(await screen.findByText("Geef aan of je met het openbaar vervoer reist.")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Reis je met het openbaar vervoer?" })).toHaveAccessibleDescription(
      "Fout: Geef aan of je met het openbaar vervoer reist.",
    );
    expect(screen.getByText("Geef aan of je zelfstandig kunt reizen.")).toBeInTheDocument();
    expect(screen.getByLabelText("Wat is je geboortejaar?")).toHaveAccessibleDescription(
      "Fout: Vul je geboortejaar in.",
    );
    expect(screen.queryByText("Geef aan of je eigen vervoer hebt.")).not.toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetVolunteerInfo")).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    await answer("Reis je met het openbaar vervoer?", "Nee");
    await answer("Kun je zelfstandig reizen?", "Ja");
    await user.type(screen.getByLabelText("Wat is je geboortejaar?"), "1970");
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));
    expect(await screen.findByRole("heading", { name: "Stap 2 van 4: Wat wil je doen?" })).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/SetVolunteerInfo")[0]!.body).toEqual({
      hasOwnTransport: true,
      isTravellingByPublicTransport: false,
      isAbleToTravelIndependently: true,
      birthYear: 1970,
      region: null,
    });
  });

  it("resumes at the saved step and needs at least one choice; the last step completes the sign-up", async () => {
    lookups();
    api.on("GET /api/v1/Volunteer", { body: { ...START, Step: "forms", AbilityIds: [101], InterestIds: [1] } });
    api.on("POST /api/v1/Volunteer/SetFormsOfreuma", { body: { ...START, Step: "forms", FormsOfreumaIds: [71001] } });
    api.on("POST /api/v1/Volunteer/CompletedRegistration", {
      body: { ...START, IsVolunteer: true, Step: "completed" },
    });
    const user = userEvent.setup();
    const intro =
      "Met jouw ervaring help je zorgverleners, onderzoekers en andere mensen met reuma. Maak eerst een account aan; daarna vertel je in vier korte stappen wat je wilt doen.";
    render(<VolunteerSteps intro={<p>{intro}</p>} />);
    expect(
      await screen.findByRole("heading", { name: "Stap 4 van 4: Met welke vorm van reuma heb je ervaring?" }),
    ).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Aanmelding afronden" }));
    expect(await screen.findByText("Kies minstens één vorm van reuma.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Reumatoïde artritis" }));
    await user.click(screen.getByRole("button", { name: "Aanmelding afronden" }));
    expect(
      await screen.findByRole("heading", { name: "Je bent aangemeld als ervaringsdeskundige" }),
    ).toBeInTheDocument();
    // The done screen: the done text and the next step, not the sign-up's introduction.
    expect(screen.queryByText(intro)).toBeNull();
    expect(
      screen.getByText(
        "Dank je wel! Je ziet nu de vragen waarbij je kunt helpen. Eens per maand sturen we je een e-mail met nieuwe vragen.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar de vragen voor ervaringsdeskundigen" })).toHaveAttribute(
      "href",
      "/ervaringsdeskundigen",
    );
    expect(api.requestsTo("POST /api/v1/Volunteer/SetFormsOfreuma")[0]!.body).toEqual({ formsOfreumaIds: [71001] });
  });
});
