import { render, screen } from "@testing-library/react";
import { AVATAR_COLOURS, DefaultAvatar, avatarColour, initialsOf } from "./DefaultAvatar";

/** WCAG's contrast ratio of a #rrggbb colour with white. */
function contrastWithWhite(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

describe("DefaultAvatar", () => {
  it("takes the first letter and a second from the next capital or word", () => {
    expect(initialsOf("annelies")).toBe("A");
    expect(initialsOf("BramDeVries")).toBe("BD");
    expect(initialsOf("carla_jansen")).toBe("CJ");
    expect(initialsOf("12dirk")).toBe("1");
    expect(initialsOf("éva")).toBe("É");
    expect(initialsOf("")).toBe("");
  });

  it("gives a name always the same colour, and every colour carries white letters (at least 7:1)", () => {
    expect(avatarColour("annelies")).toBe(avatarColour("Annelies"));
    const used = new Set(["annelies", "bram", "carla", "dirk", "esther", "moderator"].map(avatarColour));
    expect(used.size).toBeGreaterThan(2);
    for (const colour of AVATAR_COLOURS) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(7);
  });

  it("shows the initials with a label, and is decoration without one", () => {
    const { container, rerender } = render(<DefaultAvatar name="esther" label="Profielfoto van esther" />);
    const avatar = screen.getByRole("img", { name: "Profielfoto van esther" });
    expect(avatar.textContent).toBe("E");
    expect(avatar.querySelector("rect")?.getAttribute("fill")).toBe(avatarColour("esther"));

    rerender(<DefaultAvatar name="esther" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("is a silhouette without a name (a deleted account)", () => {
    render(<DefaultAvatar label="Nog geen profielfoto" />);
    const avatar = screen.getByRole("img", { name: "Nog geen profielfoto" });
    expect(avatar.textContent).toBe("");
    expect(avatar.querySelector("circle")).not.toBeNull();
  });
});
