import { hashPassword, verifyPassword } from "./password";

describe("password hashes", () => {
  it("are argon2id and verify only the right password", async () => {
    const stored = await hashPassword("Geheim123");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Geheim123")).toBe(true);
    expect(await verifyPassword(stored, "geheim123")).toBe(false);
  });

  it("refuse a missing or foreign hash after doing the same work", async () => {
    expect(await verifyPassword(null, "Geheim123")).toBe(false);
    expect(await verifyPassword("$2a$10$bcrypt-hash", "Geheim123")).toBe(false);
  });
});
