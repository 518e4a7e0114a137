import { render, screen, within } from "@testing-library/react";
import type { GuideApp } from "../../domain/appguide/apps";
import { axeViolations } from "../../test-support/axe";
import { AppResults } from "./AppResults";
import { MovementAdvice } from "./MovementAdvice";

const app = (slug: string, name: string, over: Partial<GuideApp>): GuideApp => ({
  slug,
  name,
  summary: `${name} in het kort.`,
  priceText: null,
  logo: null,
  platforms: ["ios", "android", "web"],
  price: "free",
  languages: ["nl"],
  goals: [],
  intensities: ["light"],
  reasons: [],
  accessibility: [],
  ...over,
});

const APPS = [
  app("stoelfit", "StoelFit", {
    goals: ["strength", "balance"],
    reasons: ["at_home"],
    accessibility: ["seated", "large_buttons"],
  }),
  app("fitcoach", "FitCoach Pro", {
    goals: ["strength"],
    languages: ["en"],
    intensities: ["vigorous"],
    price: "paid",
    priceText: "€ 9,99 per maand",
  }),
  app("ademruimte", "Ademruimte", { goals: ["relaxation"], reasons: ["at_home"] }),
  app("dansmee", "Dans Mee", {
    goals: ["balance"],
    intensities: ["moderate"],
    price: "freemium",
    priceText: "Gratis; alle dansjes € 4,49 per maand",
  }),
  app("ios-only", "Alleen iOS", { goals: ["strength", "balance"], platforms: ["ios"] }),
];

const open = (search: string) => window.history.replaceState(null, "", `/keuzehulp/uitslag/${search}`);

describe("the app guide's result", () => {
  it("shows the top 3 for the answers in the address, each with why it fits", async () => {
    open("?goals=strength,balance&reasons=at_home&intensity=light&device=android&budget=freemium");
    render(<AppResults apps={APPS} />);
    const list = screen.getByRole("list", { name: "Aanbevolen apps" });
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "StoelFit",
      "Ademruimte",
      "Dans Mee",
    ]);
    expect(screen.getByText("Deze 3 apps passen bij je antwoorden. De beste staat bovenaan.")).toBeInTheDocument();
    const first = within(items[0]!);
    expect(first.getByText("Nummer 1")).toBeInTheDocument();
    expect(first.getByRole("list", { name: "Waarom deze app?" })).toBeInTheDocument();
    expect(first.getByText("Helpt bij je doelen: sterkere spieren en beter evenwicht.")).toBeInTheDocument();
    expect(first.getByText("Helpt je met: thuis bewegen.")).toBeInTheDocument();
    expect(first.getByText("Heeft oefeningen op het niveau dat je koos: licht.")).toBeInTheDocument();
    expect(first.getByText("Werkt op: Android-telefoon of -tablet.")).toBeInTheDocument();
    expect(first.getByText("Toegankelijk: oefeningen zittend en grote knoppen.")).toBeInTheDocument();
    expect(
      within(items[2]!).getByText("Heeft geen oefeningen op niveau licht, wel op een niveau ernaast."),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText("Prijs: Gratis; alle dansjes € 4,49 per maand.")).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Meer over StoelFit" })).toHaveAttribute(
      "href",
      "/keuzehulp/applicaties/stoelfit/",
    );
    expect(screen.getByRole("link", { name: "Antwoorden aanpassen" })).toHaveAttribute(
      "href",
      "/keuzehulp/?step=5&goals=strength,balance&reasons=at_home&intensity=light&device=android&budget=freemium",
    );
    expect(screen.getByRole("link", { name: "Bekijk alle apps" })).toHaveAttribute("href", "/keuzehulp/overzicht/");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("sends an incomplete address back to the first open question", () => {
    open("?goals=strength,balance&reasons=at_home");
    render(<AppResults apps={APPS} />);
    expect(screen.getByText("Je hebt nog niet alle vragen beantwoord.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ga verder met de keuzehulp" })).toHaveAttribute(
      "href",
      "/keuzehulp/?step=3&goals=strength,balance&reasons=at_home",
    );
  });

  it("says so when no app fits the device and budget", () => {
    open("?goals=fitness,flexibility&reasons=together&intensity=vigorous&device=web&budget=free");
    render(<AppResults apps={APPS} />);
    expect(
      screen.getByText(
        "Geen app past bij je apparaat en je budget. Kies een ander apparaat of budget, of bekijk alle apps.",
      ),
    ).toBeInTheDocument();
  });

  it("gives the movement advice of 2.5 hours a week of moderate activity", () => {
    render(<MovementAdvice />);
    expect(screen.getByRole("heading", { name: "Beweegadvies" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Beweeg elke week minstens 2,5 uur matig intensief. Dat is bijvoorbeeld vijf dagen een half uur wandelen, fietsen of zwemmen.",
      ),
    ).toBeInTheDocument();
  });
});
