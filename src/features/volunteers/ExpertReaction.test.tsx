import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OpportunityView } from "../../domain/volunteers";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { OpportunityDetail } from "./OpportunityDetail";

const api = installFetchRouter();
jest.setTimeout(20_000);

const QUESTION: OpportunityView = {
  Id: 7,
  Slug: "gastles-verpleegkunde-utrecht",
  Title: "Gastles aan studenten verpleegkunde",
  Summary: "Vertel tweedejaars studenten hoe het is om met reuma te leven.",
  Description: "Een gastles van een uur.",
  Location: "Utrecht",
  Region: 10,
  RegionName: "Utrecht",
  StartDate: "2026-12-10",
  EndDate: "2026-12-10",
  Status: "open",
  Organisation: "Hogeschool Utrecht",
  Abilities: [{ Id: 102, Name: "Gastles geven aan studenten" }],
  IsInterested: false,
  MyReaction: null,
  Interested: null,
};
const DETAIL = `GET /api/v1/Opportunity/ervaringsdeskundigen/${QUESTION.Slug}`;
const TEXT = "Ik heb twintig jaar RA en vertel graag over werken met reuma.";

async function openForm() {
  const user = userEvent.setup();
  render(<OpportunityDetail slug={QUESTION.Slug} />);
  expect(await screen.findByRole("heading", { name: "Reageer op deze vraag" })).toBeInTheDocument();
  return {
    user,
    text: screen.getByRole("textbox", { name: "Je reactie" }),
    terms: screen.getByRole("checkbox", { name: /Ik ga akkoord met de voorwaarden/ }),
    send: screen.getByRole("button", { name: "Reactie versturen" }),
  };
}

// Issue 37, row 6: the expert reaction form of spec 000 §5 and its error of §8 (decision 415).
describe("the expert reaction form", () => {
  it("asks for the text and the accepted terms with the Dutch texts at the fields, without sending", async () => {
    api.on(DETAIL, { body: QUESTION });
    const { user, text, terms, send } = await openForm();
    expect(screen.getByRole("link", { name: /voorwaarden/ })).toHaveAttribute("href", "/voorwaarden");
    await user.type(text, "   ");
    await user.click(send);
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAccessibleDescription("Fout: Schrijf eerst je reactie.");
    expect(terms).toHaveAccessibleDescription("Fout: Ga akkoord met de voorwaarden om je reactie te versturen.");
    expect(api.requestsTo("POST /api/v1/Volunteer/React/7")).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends text and terms, says so, and shows the volunteer signed up with their reaction", async () => {
    api.on(DETAIL, { body: QUESTION });
    api.on("POST /api/v1/Volunteer/React/7", (request) => ({
      body: {
        ...QUESTION,
        IsInterested: true,
        MyReaction: {
          Text: (request.body as { Text: string }).Text,
          Created: "2026-11-28T10:00:00Z",
          Modified: "2026-11-28T10:00:00Z",
        },
      },
    }));
    const { user, text, terms, send } = await openForm();
    await user.type(text, TEXT);
    await user.click(terms);
    await user.click(send);
    expect(
      await screen.findByText("Je reactie is verstuurd. De organisatie neemt contact met je op."),
    ).toBeInTheDocument();
    expect(api.requestsTo("POST /api/v1/Volunteer/React/7")[0]!.body).toEqual({ Text: TEXT, AcceptedTerms: true });
    expect(screen.getByText("Je hebt je aangemeld voor deze vraag.")).toBeInTheDocument();
    expect(
      screen.getByText("Je reageerde op 28 november 2026. Je kunt je reactie hieronder aanpassen."),
    ).toBeInTheDocument();
    expect(text).toHaveValue(TEXT);
    // The terms are accepted anew with each reaction.
    expect(terms).not.toBeChecked();
  });

  it("says when there is no question to respond to, and keeps the text", async () => {
    const NO_QUESTION = "Er is geen vraag gevonden om op te reageren. Misschien is de vraag verwijderd.";
    api.on(DETAIL, { body: QUESTION });
    api.on("POST /api/v1/Volunteer/React/7", {
      status: 404,
      body: { status: 404, code: "QuestionNotFound", message: NO_QUESTION, errors: {} },
    });
    const { user, text, terms, send } = await openForm();
    await user.type(text, TEXT);
    await user.click(terms);
    await user.click(send);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(NO_QUESTION);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(text).toHaveValue(TEXT);
    expect(await axeViolations()).toEqual([]);
  });

  it("is not offered on a closed question, nor to organisers, who read the reactions", async () => {
    api.on(DETAIL, { body: { ...QUESTION, Status: "closed" } });
    const { unmount } = render(<OpportunityDetail slug={QUESTION.Slug} />);
    expect(await screen.findByText("Aanmelden kan niet meer: deze vraag is gesloten.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reageer op deze vraag" })).not.toBeInTheDocument();
    unmount();
    api.on(DETAIL, {
      body: {
        ...QUESTION,
        Interested: [{ Id: "u1", Username: "Vera", Since: "2026-11-20T10:00:00Z", Reaction: "Ik help graag." }],
      },
    });
    render(<OpportunityDetail slug={QUESTION.Slug} />);
    expect(await screen.findByText("Reactie: Ik help graag.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Reageer op deze vraag" })).not.toBeInTheDocument();
  });
});
