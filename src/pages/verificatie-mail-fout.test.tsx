import { render, screen } from "@testing-library/react";
import Page from "./verificatie-mail-fout";

describe("/verificatie-mail-fout", () => {
  it("says once what to do, then offers a new mail and contact (no sentence twice)", () => {
    const { container } = render(<Page />);
    expect(screen.getByText("Deze link werkt niet. Probeer het over 5 minuten opnieuw.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vraag een nieuwe bevestigingsmail aan" })).toHaveAttribute(
      "href",
      "/verificatie-mail-opnieuw-versturen",
    );
    expect(screen.getByRole("link", { name: "Neem contact met ons op" })).toHaveAttribute("href", "/contact/");
    expect(container.textContent!.match(/Lukt het dan nog niet\?/g)).toHaveLength(1);
  });
});
