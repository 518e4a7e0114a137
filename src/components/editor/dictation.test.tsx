import "@testing-library/jest-dom";
import "../../test-support/editor-dom";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { RichTextEditor } from "./RichTextEditor";
import type { Recognition, RecognitionResultEvent } from "./useDictation";

/**
 * jsdom has no speech recognition. This stands in for the Web Speech API as its specification
 * describes it: start() once per object (a second start throws InvalidStateError), results as a
 * list of alternatives with isFinal from resultIndex on, an error event followed by an end event,
 * stop() ending with an end event.
 */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null;
  lang = "";
  continuous = false;
  interimResults = true;
  started = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (this.started) throw new DOMException("already started", "InvalidStateError");
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  say(phrases: Array<[string, boolean]>, resultIndex = 0) {
    const results = phrases.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript } }));
    this.onresult?.({ resultIndex, results });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const host = window as unknown as { webkitSpeechRecognition?: unknown };

afterEach(() => {
  delete host.webkitSpeechRecognition;
  FakeRecognition.last = null;
});

async function setup() {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<RichTextEditor id="reactie" label="Je reactie" onChange={onChange} />);
  await screen.findByRole("textbox", { name: "Je reactie" });
  return { user, onChange };
}

describe("dictation in the editor (issue 41)", () => {
  it("has no Dicteer button where the browser has no speech recognition", async () => {
    await setup();
    expect(screen.getByRole("button", { name: "Vet" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Dicteer" })).not.toBeInTheDocument();
  });

  it("listens in Dutch, inserts each final phrase, says when it starts and stops, and stops on a second press", async () => {
    host.webkitSpeechRecognition = FakeRecognition;
    const { user, onChange } = await setup();
    const button = screen.getByRole("button", { name: "Dicteer" });
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    const recognition = FakeRecognition.last!;
    expect(recognition).toMatchObject({ lang: "nl-NL", continuous: true, interimResults: false, started: true });
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Dicteren staat aan.");

    act(() => recognition.say([["Ik heb vandaag weinig pijn", true]]));
    act(() =>
      recognition.say(
        [
          ["Ik heb vandaag weinig pijn", true],
          ["en ik ga wandelen", false],
        ],
        1,
      ),
    );
    act(() =>
      recognition.say(
        [
          ["Ik heb vandaag weinig pijn", true],
          ["en ik ga wandelen", true],
        ],
        1,
      ),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: "doc" }),
        "Ik heb vandaag weinig pijn en ik ga wandelen ".length,
      ),
    );
    expect(screen.getByRole("textbox", { name: "Je reactie" })).toHaveTextContent(
      "Ik heb vandaag weinig pijn en ik ga wandelen",
    );

    await user.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent("Dicteren is gestopt.");
    expect(await axeViolations()).toEqual([]);
  });

  it("says in Dutch at the toolbar why it stopped when the microphone may not be used", async () => {
    host.webkitSpeechRecognition = FakeRecognition;
    const { user } = await setup();
    await user.click(screen.getByRole("button", { name: "Dicteer" }));
    act(() => FakeRecognition.last!.fail("not-allowed"));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je browser mag de microfoon niet gebruiken. Geef toestemming in de instellingen van je browser, of typ je tekst.",
    );
    expect(screen.getByRole("button", { name: "Dicteer" })).toHaveAttribute("aria-pressed", "false");
    // A new press starts a new recognition and clears the message.
    await user.click(screen.getByRole("button", { name: "Dicteer" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
