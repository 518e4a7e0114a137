import { DEVICE_MAX_AGE_SECONDS, issueDeviceToken, knownDevice } from "./device";

const SECRET = "test-secret-0123456789abcdef0123456789";

describe("device tokens (decision 111)", () => {
  it("knows the device for the address it was issued for, whatever the address's case, and nobody else", () => {
    const token = issueDeviceToken(SECRET, "Anna@Example.nl");
    const device = knownDevice(SECRET, token, "anna@example.nl ");
    expect(device?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(knownDevice(SECRET, token, "bram@example.nl")).toBeNull();
    expect(knownDevice("another-secret-0123456789abcdef012345", token, "anna@example.nl")).toBeNull();
    expect(token).not.toContain("anna");
  });

  it("gives every login its own device id", () => {
    const one = knownDevice(SECRET, issueDeviceToken(SECRET, "a@example.nl"), "a@example.nl");
    const two = knownDevice(SECRET, issueDeviceToken(SECRET, "a@example.nl"), "a@example.nl");
    expect(one!.id).not.toBe(two!.id);
  });

  it("forgets a device after 180 days, and refuses forged, altered or malformed tokens", () => {
    const now = Date.UTC(2026, 11, 3);
    const token = issueDeviceToken(SECRET, "a@example.nl", now);
    expect(knownDevice(SECRET, token, "a@example.nl", now + (DEVICE_MAX_AGE_SECONDS - 60) * 1000)).not.toBeNull();
    expect(knownDevice(SECRET, token, "a@example.nl", now + (DEVICE_MAX_AGE_SECONDS + 60) * 1000)).toBeNull();
    const [v, issued, nonce, mac] = token.split(".");
    expect(knownDevice(SECRET, [v, Number(issued) + 1, nonce, mac].join("."), "a@example.nl", now)).toBeNull();
    expect(
      knownDevice(
        SECRET,
        [v, issued, nonce, `${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`].join("."),
        "a@example.nl",
        now,
      ),
    ).toBeNull();
    for (const bad of [undefined, "", "v1", "v2.1.2.3", `${token}.x`, "v1.1.a.b"])
      expect(knownDevice(SECRET, bad, "a@example.nl", now)).toBeNull();
  });
});
