import "../../test-support/editor-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { MessageForm } from "./MessageForm";

const api = installFetchRouter();
const USER = "00000000-0000-4000-8000-000000000005";
const OTHER = "00000000-0000-4000-8000-000000000003";
const POST = `POST /api/v1/inbox/inbox/${OTHER}`;
const TOO_LONG = "Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens";
const SENT = {
  Id: 9,
  Created: "2026-11-24T08:00:00.000Z",
  Body: { type: "doc", content: [] },
  Mine: true,
  Seen: false,
};

beforeEach(() => window.localStorage.clear());

function setup() {
  const user = userEvent.setup();
  const onSent = jest.fn();
  const view = render(<MessageForm otherId={OTHER} userId={USER} username="Annelies" onSent={onSent} />);
  return { user, onSent, view };
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole("textbox", { name: "Je bericht" });
  await user.click(box);
  await user.paste(text);
  return box;
}

describe("MessageForm", () => {
  it("refuses 4,001 characters with the spec's text at the field and keeps the text", async () => {
    const { user } = setup();
    const box = await write(user, "x".repeat(4001));
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription(expect.stringContaining(TOO_LONG));
    expect(box.textContent).toHaveLength(4001);
    expect(api.requestsTo(POST)).toHaveLength(0);
  });

  it("asks once about a phone number: edit returns to the text, send anyway sends", async () => {
    api.on(POST, { status: 201, body: SENT });
    const { user, onSent, view } = setup();
    await write(user, "Bel me op 06-12345678");
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    const question = await screen.findByRole("alert");
    expect(question).toHaveTextContent(
      "Let op: je tekst lijkt persoonlijke gegevens te bevatten (een telefoonnummer). Wil je dit echt delen?",
    );
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Tekst aanpassen" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.requestsTo(POST)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    await user.click(await screen.findByRole("button", { name: "Toch versturen" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(SENT));
    expect(api.requestsTo(POST)).toHaveLength(1);
  });

  it("keeps the draft per contact after a failed send and restores it after a reload", async () => {
    api.on(POST, {
      status: 403,
      body: { code: "Forbidden", message: "Je kunt alleen berichten sturen aan je contacten." },
    });
    const { user, view } = setup();
    await write(user, "Hoe gaat het met je?");
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    expect(await screen.findByText("Je kunt alleen berichten sturen aan je contacten.")).toBeInTheDocument();
    view.unmount();
    setup();
    expect(await screen.findByText("We hebben je niet verstuurde bericht teruggezet.")).toBeInTheDocument();
    expect((await screen.findByRole("textbox", { name: "Je bericht" })).textContent).toBe("Hoe gaat het met je?");
  });
});
