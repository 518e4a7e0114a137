import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GuideApp } from "../../domain/appguide/apps";
import { AppOverview } from "./AppOverview";

const app = (slug: string, name: string, over: Partial<GuideApp>): GuideApp => ({
  slug,
  name,
  summary: `${name} in het kort.`,
  priceText: null,
  logo: null,
  platforms: ["ios", "android"],
  price: "free",
  languages: ["nl"],
  goals: ["fitness"],
  intensities: ["light"],
  reasons: [],
  accessibility: [],
  ...over,
});

const APPS = [
  app("a", "Ademruimte", { platforms: ["web"], goals: ["relaxation"] }),
  app("k", "KrachtKompas", { price: "paid" }),
  app("s", "StoelFit", { platforms: ["ios", "android", "web"], goals: ["balance"] }),
];

beforeEach(() => window.history.replaceState(null, "", "/keuzehulp/overzicht/"));

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the app overview", () => {
  it("filters by platform, price and goal, keeps the filters in the address and clears them", async () => {
    const user = userEvent.setup();
    render(<AppOverview apps={APPS} />);
    expect(screen.getByRole("heading", { name: "3 apps" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Apparaat"), "Browser");
    expect(titles()).toEqual(["Ademruimte", "StoelFit"]);
    await user.selectOptions(screen.getByLabelText("Doel"), "beter evenwicht");
    expect(titles()).toEqual(["StoelFit"]);
    expect(screen.getByRole("heading", { name: "1 app" })).toBeInTheDocument();
    expect(window.location.search).toBe("?platform=web&goal=balance");
    await user.selectOptions(screen.getByLabelText("Prijs"), "Betaald");
    expect(screen.getByText("Geen apps met deze filters. Wis een filter om meer apps te zien.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Filters wissen" }));
    expect(titles()).toEqual(["Ademruimte", "KrachtKompas", "StoelFit"]);
    expect(window.location.search).toBe("");
  });

  it("opens with the filters of the address", () => {
    window.history.replaceState(null, "", "/keuzehulp/overzicht/?price=paid");
    render(<AppOverview apps={APPS} />);
    expect(titles()).toEqual(["KrachtKompas"]);
    expect(screen.getByLabelText("Prijs")).toHaveValue("paid");
  });
});
