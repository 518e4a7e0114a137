import { render, screen } from "@testing-library/react";
import Page from "./verificatie-mail-succes";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("/verificatie-mail-succes", () => {
  it("offers logging in", async () => {
    window.history.replaceState(null, "", "/verificatie-mail-succes");
    render(<Page />);
    expect(screen.getByText("Je account is klaar. Je kunt nu inloggen.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar inloggen" })).toHaveAttribute("href", "/inloggen");
  });

  it("leads the new volunteer on to the sign-up steps after logging in", async () => {
    window.history.replaceState(null, "", "/verificatie-mail-succes?next=volunteer");
    render(<Page />);
    const link = await screen.findByRole("link", { name: "Inloggen en verder met je aanmelding" });
    expect(link).toHaveAttribute("href", "/inloggen?returnUrl=%2Fervaringsdeskundigen-registreren");
    expect(screen.getByText(/vier korte stappen wat je als ervaringsdeskundige wilt doen/)).toBeInTheDocument();
  });
});
