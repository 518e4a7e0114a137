import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { Modal } from "./Modal";

function Page() {
  const [open, setOpen] = useState(false);
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <a href="/ergens">Een link op de pagina</a>
      <button type="button" onClick={() => setOpen(true)}>
        Verwijderen
      </button>
      {open ? (
        <Modal
          title="Weet je het zeker?"
          description="Dit kan niet ongedaan worden."
          onClose={() => setOpen(false)}
          initialFocus={safe}
        >
          <button type="button">Ja</button>
          <button type="button" ref={safe} onClick={() => setOpen(false)}>
            Nee
          </button>
        </Modal>
      ) : null}
    </main>
  );
}

describe("Modal", () => {
  it("makes the rest of the page inert while it is open, keeps Tab inside and gives focus back", async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const opener = screen.getByRole("button", { name: "Verwijderen" });
    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Weet je het zeker?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Dit kan niet ongedaan worden.");
    expect(container).toHaveAttribute("inert");
    expect(dialog.closest("[inert]")).toBeNull();
    expect(document.body).toHaveClass("has-modal");
    expect(screen.getByRole("button", { name: "Nee" })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole("button", { name: "Ja" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Nee" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container).not.toHaveAttribute("inert");
    expect(document.body).not.toHaveClass("has-modal");
    expect(opener).toHaveFocus();
  });
});
