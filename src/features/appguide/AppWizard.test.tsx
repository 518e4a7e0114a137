import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { axeViolations } from "../../test-support/axe";
import { AppWizard } from "./AppWizard";

jest.setTimeout(30_000);

beforeEach(() => {
  window.history.replaceState(null, "", "/keuzehulp/");
  (navigate as jest.Mock).mockClear();
});

const question = (name: string) => screen.getByRole("group", { name });
const next = () => screen.getByRole("button", { name: "Volgende vraag" });

describe("the app guide's wizard", () => {
  it("asks for exactly 2 goals: too few and a third one are refused with a message at the question", async () => {
    const user = userEvent.setup();
    render(<AppWizard />);
    expect(screen.getByText("Vraag 1 van 5")).toBeInTheDocument();
    const goals = question("Wat wil je bereiken met bewegen?");

    await user.click(next());
    expect(within(goals).getByText("Kies 2 doelen om verder te gaan.")).toBeInTheDocument();
    expect(goals).toHaveAccessibleDescription("Kies precies 2 doelen. Fout: Kies 2 doelen om verder te gaan.");

    await user.click(within(goals).getByRole("checkbox", { name: "Sterkere spieren" }));
    await user.click(next());
    expect(within(goals).getByText("Kies nog 1 doel. Je hebt er nu 1 gekozen en we vragen er 2.")).toBeInTheDocument();

    await user.click(within(goals).getByRole("checkbox", { name: "Beter evenwicht, minder kans op vallen" }));
    expect(screen.getByText("2 van 2 gekozen")).toBeInTheDocument();
    const third = within(goals).getByRole("checkbox", { name: "Een betere conditie" });
    await user.click(third);
    expect(third).not.toBeChecked();
    expect(
      within(goals).getByText(
        "Je kunt precies 2 doelen kiezen. Haal eerst een vinkje weg als je een ander doel wilt kiezen.",
      ),
    ).toBeInTheDocument();
    expect(window.location.search).toBe("?goals=strength,balance");

    await user.click(next());
    expect(screen.getByText("Vraag 2 van 5")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Waarbij moet de app je helpen?" })).toHaveFocus();
    expect(window.location.search).toBe("?step=2&goals=strength,balance");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("walks the five questions, goes back, and opens the result with the answers in the address", async () => {
    const user = userEvent.setup();
    render(<AppWizard />);
    await user.click(screen.getByRole("checkbox", { name: "Soepeler bewegen" }));
    await user.click(screen.getByRole("checkbox", { name: "Ontspannen en minder stress" }));
    await user.click(next());

    await user.click(next());
    expect(screen.getByText("Kies minstens 1 reden om verder te gaan.")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Thuis bewegen, zonder apparaten" }));
    await user.click(next());

    await user.click(next());
    expect(screen.getByText("Kies 1 van de 3 mogelijkheden om verder te gaan.")).toBeInTheDocument();
    expect(within(question("Hoe zwaar wil je bewegen?")).getAllByRole("radio")).toHaveLength(3);
    await user.click(screen.getByRole("radio", { name: "Licht" }));
    await user.click(next());

    await user.click(screen.getByRole("button", { name: "Vorige vraag" }));
    expect(screen.getByRole("radio", { name: "Licht" })).toBeChecked();
    await user.click(next());

    await user.click(next());
    expect(screen.getByText("Kies waarop je de app wilt gebruiken.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Android-telefoon of -tablet" }));
    await user.click(next());

    expect(screen.getByText("Vraag 5 van 5")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Bekijk mijn uitslag" }));
    expect(screen.getByText("Kies wat de app mag kosten.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Helemaal gratis" }));
    await user.click(screen.getByRole("button", { name: "Bekijk mijn uitslag" }));
    expect(navigate).toHaveBeenCalledWith(
      "/keuzehulp/uitslag/?goals=flexibility,relaxation&reasons=at_home&intensity=light&device=android&budget=free",
    );
  });

  it("opens the question and answers of the address, and follows the browser's back button", async () => {
    window.history.replaceState(null, "", "/keuzehulp/?step=3&goals=fitness,balance&reasons=together");
    render(<AppWizard />);
    expect(screen.getByText("Vraag 3 van 5")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Hoe zwaar wil je bewegen?" })).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, "", "/keuzehulp/?step=2&goals=fitness,balance&reasons=together");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("checkbox", { name: "Samen met anderen bewegen" })).toBeChecked();
  });

  it("never skips an unanswered question from an edited address", () => {
    window.history.replaceState(null, "", "/keuzehulp/?step=5&goals=fitness");
    render(<AppWizard />);
    expect(screen.getByText("Vraag 1 van 5")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Een betere conditie" })).toBeChecked();
  });
});
