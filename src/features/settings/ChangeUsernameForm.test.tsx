import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { installFetchRouter } from "../../test-support/fetch-router";
import { ChangeUsernameForm } from "./ChangeUsernameForm";

const api = installFetchRouter();
const CHANGE = "POST /api/v1/CustomUser/ChangeUsername";
const TAKEN = "Deze gebruikersnaam is al in gebruik, kies een andere gebruikersnaam.";

function setup(onChanged = jest.fn()) {
  const user = userEvent.setup();
  render(<ChangeUsernameForm username="Jan1958" onChanged={onChanged} />);
  return {
    user,
    onChanged,
    name: screen.getByLabelText("Nieuwe gebruikersnaam"),
    password: screen.getByLabelText("Huidig wachtwoord"),
    submit: screen.getByRole("button", { name: "Gebruikersnaam wijzigen" }),
  };
}

describe("ChangeUsernameForm", () => {
  it("turns a bare 400 into Username Taken, shown at the field in Dutch", async () => {
    api.on(CHANGE, { status: 400, body: "Bad Request" });
    const f = setup();
    await f.user.type(f.name, "Anna");
    await f.user.type(f.password, "Reuma2026Veilig");
    await f.user.click(f.submit);
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(f.name).toHaveAttribute("aria-invalid", "true");
    expect(f.onChanged).not.toHaveBeenCalled();
  });

  it("checks the spec's username rule before sending", async () => {
    const f = setup();
    await f.user.type(f.name, "an_na");
    await f.user.type(f.password, "x");
    await f.user.click(f.submit);
    expect(await screen.findByText("De gebruikersnaam mag alleen cijfers en letters bevatten")).toBeInTheDocument();
    expect(api.requestsTo(CHANGE)).toHaveLength(0);
  });

  it("reports the new name", async () => {
    api.on(CHANGE, { body: { Id: "u1", Username: "Anna1960", IsVolunteer: false } });
    const f = setup();
    await f.user.type(f.name, "Anna1960");
    await f.user.type(f.password, "Reuma2026Veilig");
    await f.user.click(f.submit);
    expect(await screen.findByText("Je gebruikersnaam is nu Anna1960.")).toBeInTheDocument();
    expect(f.onChanged).toHaveBeenCalledWith("Anna1960");
    expect(api.requestsTo(CHANGE)[0]?.body).toEqual({ NewUsername: "Anna1960", Password: "Reuma2026Veilig" });
  });
});
