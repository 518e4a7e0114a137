import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { staticPage } from "../../test-support/server-html";
import { ArticleFeedback } from "./ArticleFeedback";
import { FeedbackForm } from "./FeedbackForm";

const api = installFetchRouter();
const SEND = "POST /api/v1/library/feedback";

describe("ArticleFeedback", () => {
  it("requires text with the spec's message, at the field", async () => {
    const user = userEvent.setup();
    render(<ArticleFeedback itemId="12" path="/over-reuma/jicht" />);
    await user.click(await screen.findByRole("button", { name: "Feedback versturen" }));
    const field = screen.getByLabelText("Je feedback");
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining("Fout: Vul je feedback in om dit formulier te verzenden."),
    );
    expect(api.requestsTo(SEND)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it("sends the feedback and thanks the reader", async () => {
    api.on(SEND, { status: 204 });
    const user = userEvent.setup();
    render(<ArticleFeedback itemId="12" path="/over-reuma/jicht" />);
    await user.type(await screen.findByLabelText("Je feedback"), "Duidelijk stuk.");
    await user.click(screen.getByRole("button", { name: "Feedback versturen" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Bedankt voor je feedback.");
    expect(api.requestsTo(SEND)[0]!.body).toEqual({
      ItemId: "12",
      Path: "/over-reuma/jicht",
      Feedback: "Duidelijk stuk.",
    });
    expect(screen.getByLabelText("Je feedback")).toHaveValue("");
  });

  it("shows the rate-limit text of the server", async () => {
    const text = "Je hebt het te vaak achter elkaar geprobeerd. Wacht een paar minuten en probeer het dan opnieuw.";
    api.on(SEND, { status: 429, body: { status: 429, code: "RateLimited", message: text } });
    const user = userEvent.setup();
    render(<ArticleFeedback itemId="12" path="/over-reuma/jicht" />);
    await user.type(await screen.findByLabelText("Je feedback"), "Nog iets.");
    await user.click(screen.getByRole("button", { name: "Feedback versturen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("keeps what was typed into the static form before its code took over", async () => {
    api.on(SEND, { status: 204 });
    // The build's HTML of the form, typed in before React hydrated it (slow phone, late chunk).
    const form = <FeedbackForm itemId="12" path="/over-reuma/jicht" idBase="static" />;
    const container = staticPage(form);
    (container.querySelector("textarea") as HTMLTextAreaElement).value = "Getypt voor het laden.";

    render(form, { container, hydrate: true });
    const field = screen.getByLabelText("Je feedback");
    expect(field).toHaveValue("Getypt voor het laden.");
    // Sent as it is, without typing again after hydration.
    await userEvent.setup().click(screen.getByRole("button", { name: "Feedback versturen" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Bedankt voor je feedback.");
    expect(api.requestsTo(SEND)[0]!.body).toEqual({
      ItemId: "12",
      Path: "/over-reuma/jicht",
      Feedback: "Getypt voor het laden.",
    });
  });
});
