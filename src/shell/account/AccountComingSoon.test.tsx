import { render, screen } from "@testing-library/react";
import { forgetOwnProfile } from "../../features/profile/useOwnProfile";
import { forgetCurrentUser } from "../../platform/session/useCurrentUser";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { AccountComingSoon } from "./AccountComingSoon";

const api = installFetchRouter();
beforeEach(() => api.on("GET /api/v1/inbox/unread", { body: { Count: 0 } }));

beforeEach(() => {
  forgetCurrentUser();
  forgetOwnProfile();
  api.on("GET /api/v1/CustomUser", { body: { Id: "u1", Username: "Jan1958", IsVolunteer: true } });
  api.on("GET /api/v1/customprofile", {
    body: {
      Id: "u1",
      Username: "Jan1958",
      MemberSince: "2026-03-14T10:00:00.000Z",
      IsVolunteer: true,
      PhotoUrl: null,
      Gender: 0,
      BirthYear: null,
      Biography: "",
      Postcode: "",
      HouseNumber: null,
      GaveConsent: false,
      RelationWithRheumatism: 70516,
      Forms: [],
      Phase: null,
      Interests: [],
    },
  });
});

describe("AccountComingSoon", () => {
  it.each([
    [
      "messages",
      "Berichten",
      "Hier stuur je straks privéberichten aan de deelnemers met wie je contact hebt. Daar werken we nog aan.",
    ],
    [
      "volunteer",
      "Mijn ervaringsdeskundigenprofiel",
      "Hier vind je straks je profiel als ervaringsdeskundige en de vragen waarbij je kunt helpen. Daar werken we nog aan.",
    ],
  ] as const)("%s: a calm page in the account shell instead of a 404", async (section, title, text) => {
    const { container } = render(<AccountComingSoon section={section} />);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar de gesprekken" })).toHaveAttribute(
      "href",
      "/ontmoet-elkaar/gesprekken/",
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
