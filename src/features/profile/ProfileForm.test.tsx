import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ProfileForm } from "./ProfileForm";
import { forgetOwnProfile } from "./useOwnProfile";

const api = installFetchRouter();
const PROFILE_URL = "/api/v1/customprofile";
const NOT_RECOGNISED = "Deze combinatie van postcode en huisnummer wordt niet herkend.";

const PROFILE = {
  Id: "u1",
  Username: "Jan1958",
  MemberSince: "2026-03-14T10:00:00.000Z",
  IsVolunteer: false,
  PhotoUrl: null,
  Gender: 0,
  BirthYear: null,
  Biography: "",
  Postcode: "",
  HouseNumber: null,
  GaveConsent: false,
  RelationWithRheumatism: 70516,
  Forms: [] as number[],
  Phase: null as string | null,
  Interests: [] as string[],
  FindableByDistance: false,
};

beforeEach(() => forgetOwnProfile());

describe("ProfileForm", () => {
  it("without consent shows 'Dit wil ik niet delen' and no health fields", async () => {
    api.on(`GET ${PROFILE_URL}`, { body: PROFILE });
    render(<ProfileForm />);
    expect(await screen.findByText("Relatie met reuma: Dit wil ik niet delen")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Welke vorm(en) van reuma?" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ja, ik geef toestemming" })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("checks the postcode in the browser, then shows the server's refusal at the field, keeping what was typed", async () => {
    api.on(`GET ${PROFILE_URL}`, { body: PROFILE });
    api.on(`PUT ${PROFILE_URL}`, {
      status: 400,
      body: {
        status: 400,
        code: "AddressNotRecognised",
        message: NOT_RECOGNISED,
        errors: { Postcode: [NOT_RECOGNISED] },
      },
    });
    const user = userEvent.setup();
    render(<ProfileForm />);
    const postcode = await screen.findByLabelText("Postcode");
    await user.type(postcode, "0123 AB");
    await user.type(screen.getByLabelText("Huisnummer"), "12");
    await user.click(screen.getByRole("button", { name: "Profiel opslaan" }));
    expect(postcode).toHaveAccessibleDescription(
      expect.stringContaining("Vul een geldige postcode in, bijvoorbeeld 1234 AB."),
    );
    expect(api.requestsTo(`PUT ${PROFILE_URL}`)).toHaveLength(0);

    await user.clear(postcode);
    await user.type(postcode, "9999 ZZ");
    await user.click(screen.getByRole("button", { name: "Profiel opslaan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_RECOGNISED);
    expect(postcode).toHaveAttribute("aria-invalid", "true");
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining(NOT_RECOGNISED));
    expect(postcode).toHaveValue("9999 ZZ");
    expect(api.requestsTo(`PUT ${PROFILE_URL}`)[0]!.body).toMatchObject({
      Postcode: "9999 ZZ",
      HouseNumber: 12,
      RelationWithRheumatism: null,
      Forms: [],
    });
  });

  it("saves the about fields and interests and says so", async () => {
    api.on(`GET ${PROFILE_URL}`, { body: PROFILE });
    api.on(`PUT ${PROFILE_URL}`, (request) => ({
      body: { ...PROFILE, ...(request.body as object), Postcode: "3511LX" },
    }));
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.click(await screen.findByRole("radio", { name: "Vrouw" }));
    await user.type(screen.getByLabelText("Geboortejaar"), "1961");
    await user.type(screen.getByLabelText("Postcode"), "3511 lx");
    await user.type(screen.getByLabelText("Huisnummer"), "12");
    await user.click(screen.getByRole("checkbox", { name: "Bewegen" }));
    await user.click(screen.getByRole("button", { name: "Profiel opslaan" }));
    expect(await screen.findByText("Je profiel is opgeslagen.")).toBeInTheDocument();
    expect(api.requestsTo(`PUT ${PROFILE_URL}`)[0]!.body).toEqual({
      Gender: 2,
      BirthYear: 1961,
      Biography: "",
      Postcode: "3511 lx",
      HouseNumber: 12,
      FindableByDistance: false,
      RelationWithRheumatism: null,
      Forms: [],
      Phase: null,
      Interests: ["bewegen"],
    });
    expect(screen.getByLabelText("Postcode")).toHaveValue("3511LX");
  });

  it("offers 'found by distance' unticked with its explanation, and sends the member's choice (decision 321)", async () => {
    api.on(`GET ${PROFILE_URL}`, { body: PROFILE });
    api.on(`PUT ${PROFILE_URL}`, (request) => ({ body: { ...PROFILE, ...(request.body as object) } }));
    const user = userEvent.setup();
    render(<ProfileForm />);
    const box = await screen.findByRole("checkbox", {
      name: "Andere deelnemers mogen mij vinden als ze op afstand zoeken",
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      "Alleen als je een postcode hebt ingevuld. Je komt dan voor in de zoekresultaten bij ‘Afstand’ in Personen. We gebruiken daarvoor niet je adres, maar een vak van ongeveer 5 bij 5 kilometer waarin je woont, en we laten de afstand alleen grof zien (bijvoorbeeld 5 tot 10 km). Zo kan niemand uitzoeken waar je precies woont. Zonder vinkje vindt niemand je op afstand.",
    );
    await user.click(box);
    await user.click(screen.getByRole("button", { name: "Profiel opslaan" }));
    expect(await screen.findByText("Je profiel is opgeslagen.")).toBeInTheDocument();
    expect(api.requestsTo(`PUT ${PROFILE_URL}`)[0]!.body).toMatchObject({ FindableByDistance: true });
    expect(
      screen.getByRole("checkbox", { name: "Andere deelnemers mogen mij vinden als ze op afstand zoeken" }),
    ).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it("after consent offers relation, forms and phase, and sends them", async () => {
    let consent = false;
    api.on(`GET ${PROFILE_URL}`, () => ({ body: { ...PROFILE, GaveConsent: consent } }));
    api.on("POST /api/v1/customprofile/add-consent", (request) => {
      consent = (request.body as { location: string }).location === "profielpagina";
      return { status: 204 };
    });
    api.on(`PUT ${PROFILE_URL}`, (request) => ({
      body: { ...PROFILE, GaveConsent: true, ...(request.body as object) },
    }));
    const user = userEvent.setup();
    render(<ProfileForm />);
    await user.click(await screen.findByRole("button", { name: "Ja, ik geef toestemming" }));
    const relation = await screen.findByRole("group", { name: "Wat is jouw relatie met reuma?" });
    await user.click(within(relation).getByRole("radio", { name: "Ik heb zelf reuma" }));
    await user.click(screen.getByRole("checkbox", { name: "Jicht" }));
    await user.selectOptions(screen.getByLabelText("In welke fase zit je?"), "stabiel");
    await user.click(screen.getByRole("button", { name: "Profiel opslaan" }));
    await screen.findByText("Je profiel is opgeslagen.");
    expect(api.requestsTo(`PUT ${PROFILE_URL}`)[0]!.body).toMatchObject({
      RelationWithRheumatism: 70509,
      Forms: [71003],
      Phase: "stabiel",
    });
    expect(screen.getAllByRole("checkbox", { name: /Nog geen diagnose|Andere vorm/ })).toHaveLength(2);
  });
});
