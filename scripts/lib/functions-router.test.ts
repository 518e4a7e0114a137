import path from "node:path";
import { findFunction, pathPattern, type RoutedFunction } from "./functions-router";

describe("routing requests to functions by config.path", () => {
  it("matches exact paths, wildcards and named segments like Netlify", () => {
    expect(pathPattern("/api/v1/CustomUser").test("/api/v1/CustomUser")).toBe(true);
    expect(pathPattern("/api/v1/CustomUser").test("/api/v1/CustomUser/notifications")).toBe(false);
    expect(pathPattern("/api/v1/authentication/*").test("/api/v1/authentication/login")).toBe(true);
    expect(pathPattern("/api/v1/groups/:id/terms").test("/api/v1/groups/12/terms")).toBe(true);
    expect(pathPattern("/api/v1/groups/:id/terms").test("/api/v1/groups/12/x/terms")).toBe(false);
    expect(pathPattern("/api/v1/a.b").test("/api/v1/aXb")).toBe(false);
  });

  it("finds the function whose pattern matches", () => {
    const fn = (name: string, patterns: string[]): RoutedFunction => ({
      name,
      handler: () => new Response(name),
      patterns: patterns.map(pathPattern),
    });
    const functions = [fn("antiforgery", ["/api/v1/antiforgery"]), fn("authentication", ["/api/v1/authentication/*"])];
    expect(findFunction(functions, "/api/v1/authentication/register")?.name).toBe("authentication");
    expect(findFunction(functions, "/api/v1/antiforgery")?.name).toBe("antiforgery");
    expect(findFunction(functions, "/api/v1/onbekend")).toBeUndefined();
  });

  it("knows every function of this project by its entry file", () => {
    // The entries themselves are ES modules loaded by tsx at start; here only their presence.
    const { readdirSync, existsSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const dir = path.resolve(__dirname, "../../functions");
    const names = readdirSync(dir).filter((name) => !name.startsWith("_"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(existsSync(path.join(dir, name, `${name}.mts`))).toBe(true);
  });
});
