import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axeViolations } from "../../test-support/axe";
import { installFetchRouter } from "../../test-support/fetch-router";
import { SearchBox } from "./SearchBox";

const api = installFetchRouter();

describe("the header's search box", () => {
  it("suggests as you type (combobox with a list box), moves with the arrow keys and closes with Escape", async () => {
    api.on("GET /api/v1/Search/suggest/metho", {
      body: {
        Query: "metho",
        Suggestions: [
          { Text: "Methotrexaat", DocType: "article", Path: "/leven-met-reuma/medicijnen/methotrexaat" },
          { Text: "methotrexaat en zwangerschap", DocType: null, Path: null },
        ],
      },
    });
    const user = userEvent.setup();
    render(<SearchBox />);
    const input = screen.getByRole("combobox", { name: "Zoek op ReumaNL" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.click(input);
    await user.keyboard("metho");
    const listbox = await screen.findByRole("listbox", { name: "Suggesties" });
    await waitFor(() => expect(input).toHaveAttribute("aria-expanded", "true"));
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Methotrexaat artikel", "methotrexaat en zwangerschap"]);
    expect(options[0]!.querySelector("mark")).toHaveTextContent("Metho");
    expect(screen.getByRole("status")).toHaveTextContent("Suggesties: 2. Kies met pijltje omhoog of omlaag.");
    expect(await axeViolations()).toEqual([]);

    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(input).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(input).toHaveValue("metho");
    await user.keyboard("{Escape}");
    expect(input).toHaveValue("");
  });

  it("asks for nothing before two letters", async () => {
    const user = userEvent.setup();
    render(<SearchBox />);
    await user.click(screen.getByRole("combobox", { name: "Zoek op ReumaNL" }));
    await user.keyboard("m");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests).toHaveLength(0);
  });
});
