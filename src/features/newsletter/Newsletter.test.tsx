import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { NewsletterConfirm } from "./NewsletterConfirm";
import { NewsletterSignup } from "./NewsletterSignup";

const api = installFetchRouter();
const SUBSCRIBE = "POST /api/v1/newsletter/subscribe";
const CONFIRM = "POST /api/v1/newsletter/confirm";
const TOKEN = `${"a".repeat(20)}.1900000000.${"b".repeat(43)}`;

describe("NewsletterSignup (/nieuwsbrief)", () => {
  it("sends the address and then says a confirmation mail is on its way, the same for every address", async () => {
    api.on(SUBSCRIBE, { status: 204 });
    const user = userEvent.setup();
    const { container } = render(<NewsletterSignup />);
    expect(screen.getByRole("heading", { name: "Meld je aan voor de nieuwsbrief" })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByLabelText("E-mailadres"), " Lezer@Example.nl");
    await user.click(screen.getByRole("button", { name: "Aanmelden" }));
    expect(
      await screen.findByText(/Bijna klaar! Als je e-mailadres klopt, krijg je binnen een paar minuten een e-mail/),
    ).toBeInTheDocument();
    expect(api.requestsTo(SUBSCRIBE)[0]?.body).toEqual({ Email: "lezer@example.nl" });
  });

  it("shows a wrong address at the field and sends nothing", async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />);
    await user.type(screen.getByLabelText("E-mailadres"), "geen-adres");
    await user.click(screen.getByRole("button", { name: "Aanmelden" }));
    expect(
      await screen.findByText("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("E-mailadres")).toHaveAttribute("aria-invalid", "true");
    expect(api.requestsTo(SUBSCRIBE)).toHaveLength(0);
  });
});

describe("NewsletterConfirm (/nieuwsbrief/bevestigen/)", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("confirms the link's token and says so", async () => {
    window.history.replaceState(null, "", `/nieuwsbrief/bevestigen/?token=${TOKEN}`);
    api.on(CONFIRM, { status: 204 });
    render(<NewsletterConfirm />);
    expect(
      await screen.findByText(
        "Je bent aangemeld voor de nieuwsbrief. Je krijgt hem voortaan één keer per maand in je mailbox.",
      ),
    ).toBeInTheDocument();
    expect(api.requestsTo(CONFIRM)[0]?.body).toEqual({ Token: TOKEN });
  });

  it("says an expired link is expired, with the way to a new one", async () => {
    const text = "Deze link is verlopen. Meld je opnieuw aan, dan sturen we je een nieuwe link.";
    window.history.replaceState(null, "", `/nieuwsbrief/bevestigen/?token=${TOKEN}`);
    api.on(CONFIRM, {
      status: 400,
      body: { status: 400, code: "LinkExpired", message: text, errors: { Token: [text] } },
    });
    render(<NewsletterConfirm />);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: "Opnieuw aanmelden" })).toHaveAttribute("href", "/nieuwsbrief/");
  });

  it("does not send an incomplete link", async () => {
    window.history.replaceState(null, "", "/nieuwsbrief/bevestigen/?token=kapot");
    render(<NewsletterConfirm />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Deze link werkt niet. Kopieer de hele link uit de e-mail, of meld je opnieuw aan.",
    );
    expect(api.requestsTo(CONFIRM)).toHaveLength(0);
  });
});
