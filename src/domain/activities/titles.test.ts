import { translate } from "../../i18n/translate";
import { listTitleKey } from "./titles";

const title = (mode: "overview" | "suggestedActivities", count: number) =>
  translate("activities", listTitleKey(mode, count), { count });

describe("the list's title (spec 001 §2.3)", () => {
  it("counts activities in the guide, singular when 1", () => {
    expect(title("overview", 14)).toBe("14 activiteiten in de gids");
    expect(title("overview", 1)).toBe("1 activiteit in de gids");
    expect(title("overview", 0)).toBe("0 activiteiten in de gids");
  });

  it("counts recommendations with 'Er zijn', 'Er is 1' and 'geen'", () => {
    expect(title("suggestedActivities", 3)).toBe("Er zijn 3 activiteiten die we jou aanbevelen");
    expect(title("suggestedActivities", 1)).toBe("Er is 1 activiteit die we jou aanbevelen");
    expect(title("suggestedActivities", 0)).toBe("Er zijn geen activiteiten die we jou aanbevelen");
  });
});
