import { ApiError, apiRequest } from "./http";
import { TEST_ANTIFORGERY_TOKEN, installFetchRouter } from "../test-support/fetch-router";

const api = installFetchRouter();

describe("apiRequest", () => {
  it("sends JSON with credentials and the anti-forgery token, fetching the token once per page", async () => {
    api.on("POST /api/v1/things", { body: { ok: true } });
    await expect(apiRequest("/things", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    await apiRequest("/things", { method: "POST", body: { a: 2 } });

    expect(api.requestsTo("GET /api/v1/antiforgery")).toHaveLength(1);
    const [first] = api.requestsTo("POST /api/v1/things");
    expect(first?.headers.RequestVerificationToken).toBe(TEST_ANTIFORGERY_TOKEN);
    expect(first?.headers["Content-Type"]).toBe("application/json");
    expect(first?.credentials).toBe("include");
    expect(first?.body).toEqual({ a: 1 });
  });

  it("does not ask for a token for a GET", async () => {
    api.on("GET /api/v1/things", { body: [1, 2] });
    await expect(apiRequest("/things")).resolves.toEqual([1, 2]);
    expect(api.requestsTo("GET /api/v1/antiforgery")).toHaveLength(0);
    expect(api.requests[0]?.headers.RequestVerificationToken).toBeUndefined();
  });

  it("refetches an expired token once and retries", async () => {
    let calls = 0;
    api.on("POST /api/v1/things", () => {
      calls += 1;
      return calls === 1
        ? { status: 403, body: { status: 403, code: "Antiforgery", message: "verlopen" } }
        : { status: 204 };
    });
    await expect(apiRequest("/things", { method: "POST" })).resolves.toBeUndefined();
    expect(calls).toBe(2);
    expect(api.requestsTo("GET /api/v1/antiforgery")).toHaveLength(2);
  });

  it("gives up after one retry", async () => {
    api.on("POST /api/v1/things", {
      status: 403,
      body: { status: 403, code: "Antiforgery", message: "Dit formulier is verlopen." },
    });
    await expect(apiRequest("/things", { method: "POST" })).rejects.toMatchObject({ status: 403, code: "Antiforgery" });
    expect(api.requestsTo("POST /api/v1/things")).toHaveLength(2);
  });

  it("carries the server's code, Dutch message and field errors", async () => {
    api.on("POST /api/v1/things", {
      status: 400,
      body: {
        status: 400,
        code: "ValidationFailed",
        message: "Niet goed ingevuld.",
        errors: { Email: ["Dit e-mailadres is al in gebruik"] },
      },
    });
    const error = await apiRequest("/things", { method: "POST", body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "ValidationFailed", message: "Niet goed ingevuld." });
    expect((error as ApiError).fieldError("Email")).toBe("Dit e-mailadres is al in gebruik");
  });

  it("turns an unreadable error answer into a Dutch text", async () => {
    api.on("GET /api/v1/things", { status: 502 });
    await expect(apiRequest("/things")).rejects.toMatchObject({
      status: 502,
      message: "Er was een probleem met de server.",
    });
  });

  it("turns a network failure into the server text", async () => {
    api.on("GET /api/v1/things", () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/things")).rejects.toMatchObject({
      status: 0,
      code: "NetworkError",
      message: "Er was een probleem met de server.",
    });
  });
});
