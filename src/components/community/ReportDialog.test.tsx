import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReportDialog } from "./ReportDialog";

const TEXT =
  "Dit veld bevat een onzichtbaar teken dat de leesrichting van de tekst verandert. Typ de tekst opnieuw in plaats van hem te plakken.";

describe("ReportDialog", () => {
  // Issue 35 row 16: a reason that would read differently in the moderators' queue.
  it("refuses a reason with a direction control at the field, without sending, and keeps the reason", async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(
      <ReportDialog
        conversationId={41}
        reactionId={90}
        onClose={() => undefined}
        onReported={() => undefined}
        send={send}
      />,
    );
    const reason = await screen.findByRole("textbox", { name: "Waarom meld je dit? (niet verplicht)" });
    await user.click(reason);
    await user.paste("Zie \u202Egnp.exe");
    await user.click(screen.getByRole("button", { name: "Melden" }));
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(TEXT));
    expect(reason).toHaveValue("Zie \u202Egnp.exe");
    expect(send).not.toHaveBeenCalled();
  });
});
