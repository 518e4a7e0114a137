import { asUser, claimsOf, intArray, withTransaction, type Db, type Identity } from "./db";

describe("request identity", () => {
  it("carries sub, role and e-mail for a user, only the role otherwise", () => {
    expect(claimsOf(asUser("7c9e6679-7425-40de-944b-e07fc1f90ae7", "a@b.nl"))).toEqual({
      sub: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      role: "authenticated",
      email: "a@b.nl",
    });
    expect(claimsOf({ role: "anon" })).toEqual({ role: "anon" });
  });

  it("refuses roles outside the whitelist and user ids that are not uuids before touching the database", async () => {
    const db = { begin: jest.fn() } as unknown as Db;
    await expect(withTransaction(db, { role: "postgres" } as unknown as Identity, async () => 1)).rejects.toThrow(
      /unknown database role/,
    );
    await expect(withTransaction(db, asUser("1; drop table x"), async () => 1)).rejects.toThrow(/uuid/);
    expect((db as unknown as { begin: jest.Mock }).begin).not.toHaveBeenCalled();
  });
});

describe("intArray", () => {
  it("writes an integer array literal, dropping fractions", () => {
    expect(intArray([1, 2])).toBe("{1,2}");
    expect(intArray([])).toBe("{}");
    expect(intArray([3.7])).toBe("{3}");
  });
});
