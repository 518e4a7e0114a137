import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import AccountPage from "./index";

// The account area's frame (session, sidebar) has its own tests (AccountLayout.test.tsx); here the page's own content.
jest.mock("../../shell/account/AccountLayout", () => ({
  AccountLayout: ({ title, children }: { title: string; children: ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));
jest.mock("../../features/deletion/ExportDataSection", () => ({ ExportDataSection: () => null }));

describe("/account/", () => {
  it("offers below its intro what the intro promises: the parts of the account as links", () => {
    render(<AccountPage />);
    expect(
      screen.getByText("Welkom in je account. Kies hieronder of in het menu wat je wilt doen."),
    ).toBeInTheDocument();
    const list = screen.getByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Mijn profiel", "/account/profiel"],
      ["Berichten", "/account/berichten"],
      ["Notificaties", "/account/notificaties"],
      ["Mijn contacten", "/ontmoet-elkaar/personen?mycontacts=show"],
      ["Bewaarde artikelen", "/account/artikelen"],
      ["Instellingen", "/account/instellingen"],
    ]);
  });
});
