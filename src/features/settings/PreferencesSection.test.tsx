import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchRouter } from "../../test-support/fetch-router";
import { PreferencesSection, type Preferences } from "./PreferencesSection";

const api = installFetchRouter();
const CHANGE = "PUT /api/v1/CustomUser/ChangeEmailNotification";
const EMAIL = "Stuur mij een e-mail als er iets nieuws is voor mij (reacties, berichten)";
const initial: Preferences = {
  Public: false,
  EmailNotifications: true,
  EmailFrequency: "immediately",
  NewsletterOptin: false,
};

describe("PreferencesSection: how often notification mail comes", () => {
  it("saves a daily digest at once when chosen", async () => {
    api.on(CHANGE, { body: { EmailNotifications: true, EmailFrequency: "daily" } });
    const user = userEvent.setup();
    render(<PreferencesSection initial={initial} />);
    const group = screen.getByRole("group", { name: "Hoe vaak wil je deze e-mail?" });
    expect(group).toHaveAccessibleDescription(
      "In de e-mail staat nooit de tekst van een bericht of reactie, alleen een link naar de website.",
    );
    expect(screen.getByRole("radio", { name: "Meteen als er iets nieuws is" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Eén keer per dag: een overzicht van al het nieuws" }));
    expect(await screen.findByText("Opgeslagen")).toBeInTheDocument();
    expect(api.requestsTo(CHANGE)[0]?.body).toEqual({ EmailNotifications: true, EmailFrequency: "daily" });
    expect(screen.getByRole("radio", { name: "Eén keer per dag: een overzicht van al het nieuws" })).toBeChecked();
  });

  it("puts the choice back and says so when saving fails", async () => {
    api.on(CHANGE, { status: 500, body: "" });
    const user = userEvent.setup();
    render(<PreferencesSection initial={initial} />);
    await user.click(screen.getByRole("radio", { name: "Eén keer per week: een overzicht van al het nieuws" }));
    expect(await screen.findByText("Deze keuze is niet opgeslagen. Probeer het opnieuw.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Meteen als er iets nieuws is" })).toBeChecked();
  });

  it("asks how often only while e-mail is on", async () => {
    api.on(CHANGE, { body: { EmailNotifications: false, EmailFrequency: "immediately" } });
    const user = userEvent.setup();
    render(<PreferencesSection initial={initial} />);
    await user.click(screen.getByRole("checkbox", { name: EMAIL }));
    expect(api.requestsTo(CHANGE)[0]?.body).toEqual({ EmailNotifications: false });
    expect(screen.queryByRole("group", { name: "Hoe vaak wil je deze e-mail?" })).not.toBeInTheDocument();
  });
});
