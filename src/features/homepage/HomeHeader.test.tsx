import { render, screen } from "@testing-library/react";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { HomeHeader, type HomeHeaderProps } from "./HomeHeader";

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
    api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "annelies", IsVolunteer: false } });
    const { container } = render(<HomeHeader {...props} />);
    expect(await screen.findByText("Fijn dat je er weer bent.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar Ontmoet elkaar" })).toHaveAttribute("href", "/ontmoet-elkaar");
    expect(screen.getByRole("img", { name: "Een raam met ochtendlicht" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Lees over reuma" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
