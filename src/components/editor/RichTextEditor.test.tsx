import "@testing-library/jest-dom";
import "../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { RichTextEditor } from "./RichTextEditor";

async function setup(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<RichTextEditor id="reactie" label="Je reactie" hint="Schrijf vriendelijk." onChange={onChange} {...props} />);
  const box = await screen.findByRole("textbox", { name: "Je reactie" });
  return { user, onChange, box };
}

describe("the rich-text editor", () => {
  it("is a labelled multi-line textbox described by its hint, counter and shortcuts", async () => {
    const { box } = await setup();
    expect(box).toHaveAttribute("aria-multiline", "true");
    expect(box).toHaveAttribute("id", "reactie");
    expect(box).toHaveAccessibleDescription(expect.stringContaining("Schrijf vriendelijk."));
    expect(box).toHaveAccessibleDescription(expect.stringContaining("0 van 4.000 tekens"));
    expect(box).toHaveAccessibleDescription(expect.stringContaining("Ctrl+B vet"));
    expect(await axeViolations()).toEqual([]);
  });

  it("hints at no keyboard shortcuts on a touch screen without a mouse", async () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === "(hover: none) and (pointer: coarse)",
      media: query,
    }));
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    try {
      const { box } = await setup();
      expect(box).toHaveAccessibleDescription(expect.stringContaining("0 van 4.000 tekens"));
      expect(box).not.toHaveAccessibleDescription(expect.stringContaining("Ctrl"));
      expect(screen.queryByText(/Sneltoetsen/)).not.toBeInTheDocument();
      expect(matchMedia).toHaveBeenCalled();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("has a labelled toolbar of buttons with their state and shortcut, one tab stop, arrows between them", async () => {
    const { user, box } = await setup();
    const toolbar = screen.getByRole("toolbar", { name: "Opmaak van Je reactie" });
    const buttons = ["Vet", "Cursief", "Opsomming", "Nummering", "Citaat", "Link"].map((name) =>
      screen.getByRole("button", { name }),
    );
    for (const button of buttons) {
      expect(toolbar).toContainElement(button);
      expect(button).toHaveAttribute("aria-pressed", "false");
    }
    expect(buttons[0]).toHaveAttribute("aria-keyshortcuts", "Control+B Meta+B");
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[5]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(buttons[0]).toHaveFocus();

    await user.click(box);
    await user.click(buttons[0]!);
    await user.type(box, "vet", { skipClick: true });
    await waitFor(() => expect(screen.getByRole("button", { name: "Vet" })).toHaveAttribute("aria-pressed", "true"));
    expect(box.innerHTML).toContain("<strong>vet</strong>");
    expect(screen.getByRole("status")).toHaveTextContent("Vet aan");
    await user.keyboard("{Control>}i{/Control}");
    await user.type(box, "schuin", { skipClick: true });
    expect(box.innerHTML).toContain("<em>schuin</em>");
  });

  it("counts the text, not the markup, and says when the text is too long", async () => {
    const { user, box, onChange } = await setup();
    await user.click(box);
    await user.keyboard("{Control>}b{/Control}");
    await user.type(box, "Hallo");
    expect(screen.getByText("5 van 4.000 tekens")).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: "doc" }), 5);
    await user.paste("a".repeat(3996));
    expect(screen.getByText("4.001 van 4.000 tekens: 1 te veel")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Je tekst is 1 teken te lang.");
  });

  it("ties an error to the text and marks it invalid", async () => {
    const { box } = await setup({ error: "Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens" });
    await waitFor(() => expect(box).toHaveAttribute("aria-invalid", "true"));
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining("Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens"),
    );
  });

  it("adds a link only to a web or e-mail address, from the button or Ctrl+K", async () => {
    const { user, box } = await setup();
    await user.click(box);
    await user.keyboard("{Control>}k{/Control}");
    const address = screen.getByRole("textbox", { name: "Adres van de link" });
    expect(address).toHaveFocus();
    await user.type(address, "javascript:alert(1){Enter}");
    expect(screen.getByText("Dit is geen webadres of e-mailadres. Controleer het adres.")).toBeInTheDocument();
    expect(address).toHaveAttribute("aria-invalid", "true");
    await user.clear(address);
    await user.type(address, "reumanl.nl/tips{Enter}");
    await waitFor(() => expect(box.querySelector("a")).toHaveAttribute("href", "https://reumanl.nl/tips"));
    expect(screen.queryByRole("textbox", { name: "Adres van de link" })).not.toBeInTheDocument();
  });
});
