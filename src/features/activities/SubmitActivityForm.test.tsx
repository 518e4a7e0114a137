import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { SubmitActivityForm } from "./SubmitActivityForm";

const api = installFetchRouter();
jest.setTimeout(30_000);

function inDays(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86400000));
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Naam van de organisatie/), "Reumavereniging Testdorp");
  await user.type(screen.getByLabelText(/^Je naam/), "Petra");
  await user.type(screen.getByLabelText(/^Je e-mailadres/), "petra@example.org");
  await user.type(screen.getByLabelText(/^Titel/), "Wandelen");
  await user.selectOptions(screen.getByLabelText(/^Soort activiteit/), "Bewegen");
  await user.type(screen.getByLabelText(/^Korte omschrijving/), "Rustig wandelen.");
  await user.type(screen.getByLabelText(/^Wat houdt de activiteit in/), "Een uur wandelen.");
  await user.click(within(screen.getByRole("group", { name: /^Onderwerpen/ })).getByLabelText("Bewegen"));
  await user.click(screen.getByLabelText("Licht inspannend"));
  const edition = screen.getByRole("group", { name: "Editie 1" });
  await user.type(within(edition).getByLabelText(/^Datum/), inDays(5));
  await user.type(within(edition).getByLabelText(/^Begintijd/), "10:00");
  await user.type(within(edition).getByLabelText(/^Eindtijd/), "11:00");
  await user.type(within(edition).getByLabelText(/^Naam van de locatie/), "Park");
  await user.type(within(edition).getByLabelText(/^Straat/), "Oudegracht");
  await user.type(within(edition).getByLabelText(/^Huisnummer/), "12");
  await user.type(within(edition).getByLabelText(/^Postcode/), "3511 LX");
  await user.type(within(edition).getByLabelText(/^Plaats/), "Utrecht");
  await user.click(within(edition).getByLabelText(/^Drempelvrij/));
}

describe("SubmitActivityForm", () => {
  it("shows each problem at its field and in the summary, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<SubmitActivityForm />);
    await user.click(screen.getByRole("button", { name: "Activiteit aanmelden" }));
    const summary = screen.getByRole("alert");
    expect(within(summary).getByRole("link", { name: "Vul de naam van de organisatie in." })).toHaveAttribute(
      "href",
      "#submit-OrganizationName",
    );
    expect(within(summary).getByRole("link", { name: "Vul een datum in." })).toHaveAttribute(
      "href",
      "#submit-Editions-0-Date",
    );
    expect(screen.getByLabelText(/^Titel/)).toHaveAccessibleDescription(/Vul een titel in\./);
    expect(api.requests.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends the activity with its editions and thanks the organiser", async () => {
    api.on("POST /api/v1/gids/activities", { status: 201, body: { Id: "x", Slug: "wandelen", IsPublished: false } });
    const user = userEvent.setup();
    render(<SubmitActivityForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Activiteit aanmelden" }));
    expect(
      await screen.findByRole("heading", { name: "Bedankt! We hebben je activiteit ontvangen." }),
    ).toBeInTheDocument();
    const [request] = api.requestsTo("POST /api/v1/gids/activities");
    expect(request!.headers.RequestVerificationToken).toBeTruthy();
    expect(request!.body).toMatchObject({
      OrganizationName: "Reumavereniging Testdorp",
      PhysicalActivityType: "Move",
      Terms: [72003],
      Exertion: 1,
      Editions: [
        {
          Date: inDays(5),
          StartTime: "10:00",
          EndTime: "11:00",
          Postcode: "3511 LX",
          StepFreeAccess: true,
          Seating: false,
        },
      ],
    });
  });

  it("adds and removes editions", async () => {
    const user = userEvent.setup();
    render(<SubmitActivityForm />);
    await user.click(screen.getByRole("button", { name: "Nog een datum of locatie toevoegen" }));
    expect(screen.getByRole("group", { name: "Editie 2" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Editie 1 verwijderen" }));
    expect(screen.queryByRole("group", { name: "Editie 2" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Editie 1" })).toBeInTheDocument();
  });

  it("shows the server's refusal at the edition's field, keeping what was typed", async () => {
    const text = "Deze combinatie van postcode en huisnummer wordt niet herkend.";
    api.on("POST /api/v1/gids/activities", {
      status: 400,
      body: { status: 400, code: "ValidationFailed", message: text, errors: { "Editions.0.Postcode": [text] } },
    });
    const user = userEvent.setup();
    render(<SubmitActivityForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Activiteit aanmelden" }));
    const postcode = within(screen.getByRole("group", { name: "Editie 1" })).getByLabelText(/^Postcode/);
    expect(await screen.findByRole("link", { name: text })).toHaveAttribute("href", "#submit-Editions-0-Postcode");
    expect(postcode).toHaveAccessibleDescription(new RegExp(text));
    expect(postcode).toHaveValue("3511 LX");
  });
});
