import { render, screen, within } from "@testing-library/react";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { HomeHeader, type HomeHeaderProps } from "./HomeHeader";
import { isNewMember } from "./NewMemberWelcome";

const image = (alt: string, file: string) => ({
  field_media_image: { alt, width: 500, height: 281 },
  relationships: { field_media_image: { publicUrl: `/static/abc/${file}` } },
});

const props: HomeHeaderProps = {
  title: "Welkom bij ReumaNL",
  visitor: {
    introduction: "Betrouwbare informatie over reuma.",
    link: { uri: "internal:/over-reuma", url: null, title: "Lees over reuma" },
    image: image("Een wandelpad", "wandelpad.jpg"),
  },
  member: {
    introduction: "Fijn dat je er weer bent.",
    link: { uri: "internal:/ontmoet-elkaar", url: null, title: "Naar Ontmoet elkaar" },
    image: image("Een raam met ochtendlicht", "ochtendlicht.jpg"),
  },
};

describe("the homepage's header", () => {
  const api = installFetchRouter();
  beforeEach(() => forgetCurrentUser());

  it("shows a visitor the introduction, the primary button and the header image", async () => {
    api.on("GET /api/v1/CustomUser", { status: 401, body: { code: "Unauthorized" } });
    const { container } = render(<HomeHeader {...props} />);
    await screen.findByText("Betrouwbare informatie over reuma.");
    expect(screen.getByRole("heading", { level: 1, name: "Welkom bij ReumaNL" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lees over reuma" })).toHaveAttribute("href", "/over-reuma");
    expect(screen.getByRole("img", { name: "Een wandelpad" })).toHaveAttribute("height", "281");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a logged-in participant the members' introduction, link and header image", async () => {
    const joined = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    api.on("GET /api/v1/CustomUser", {
      body: { Id: "u1", Username: "annelies", IsVolunteer: false, MemberSince: joined },
    });
    const { container } = render(<HomeHeader {...props} />);
    expect(await screen.findByText("Fijn dat je er weer bent.")).toBeInTheDocument();
    expect(screen.queryByText(/Welkom bij ReumaNL, annelies/)).toBeNull();
    expect(screen.getByRole("link", { name: "Naar Ontmoet elkaar" })).toHaveAttribute("href", "/ontmoet-elkaar");
    expect(screen.getByRole("img", { name: "Een raam met ochtendlicht" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Lees over reuma" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("welcomes a brand-new member by name with first steps, not with 'Fijn dat je er weer bent'", async () => {
    const joined = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    api.on("GET /api/v1/CustomUser", {
      body: { Id: "u2", Username: "Henk1956", IsVolunteer: false, MemberSince: joined },
    });
    const { container } = render(<HomeHeader {...props} />);
    expect(await screen.findByText("Welkom bij ReumaNL, Henk1956! Fijn dat je erbij bent.")).toBeInTheDocument();
    expect(screen.queryByText("Fijn dat je er weer bent.")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Zo begin je" })).toBeInTheDocument();
    const steps = screen.getAllByRole("listitem").map((item) => within(item).getByRole("link"));
    expect(steps.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Vul je profiel aan, zodat anderen weten wie je bent", "/account/profiel/"],
      ["Stel je voor of stel een vraag in de gesprekken", "/ontmoet-elkaar/gesprekken/"],
      ["Lees over jouw vorm van reuma", "/over-reuma/"],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts an account as new for 14 days", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(isNewMember("2026-11-16T12:00:01Z", now)).toBe(true);
    expect(isNewMember("2026-11-15T12:00:00Z", now)).toBe(false);
    expect(isNewMember(undefined, now)).toBe(false);
  });
});
