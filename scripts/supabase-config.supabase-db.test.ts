/**
 * supabase/config.toml as the Supabase CLI itself reads it (the pinned devDependency, 2.117.0):
 * `supabase status` parses and validates the whole file (a wrong type fails with "failed to read
 * config") before it looks for local containers, so an answer about Docker means the file
 * was accepted. And the settings issue 34 asks for, read from the file: nothing points at
 * localhost, the public sign-up and the Data API are off, SMTP and the site come from env(...).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { supabaseCliEnv } from "./supabase-db";

const ROOT = path.resolve(__dirname, "..");
const CLI = path.join(ROOT, "node_modules", ".bin", "supabase");
const CONFIG = readFileSync(path.join(ROOT, "supabase", "config.toml"), "utf8");

/** Runs `supabase status` on a copy of supabase/ with `config` as its config.toml. */
function cliReads(config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "reumanl-config-"));
  try {
    cpSync(path.join(ROOT, "supabase", "templates"), path.join(dir, "supabase", "templates"), { recursive: true });
    writeFileSync(path.join(dir, "supabase", "config.toml"), config);
    const result = spawnSync(CLI, ["status", "--workdir", dir], {
      encoding: "utf8",
      env: { ...process.env, ...supabaseCliEnv(), DO_NOT_TRACK: "1" },
      timeout: 60_000,
    });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The value of `key` in the [section] of the file (one line, as written there). */
function setting(section: string, key: string): string | undefined {
  const body = CONFIG.split(/^\[/m).find((part) => part.startsWith(`${section}]`));
  return body?.match(new RegExp(`^${key} = (.+)$`, "m"))?.[1];
}

describe("supabase/config.toml", () => {
  it("passes the Supabase CLI's own parsing", () => {
    const output = cliReads(CONFIG);
    expect(output).not.toMatch(/failed to read config|Invalid config/);
    expect(output).toMatch(/Docker|container/i);
  }, 60_000);

  it("is refused by that parsing when broken, so the check above can fail", () => {
    expect(cliReads(CONFIG.replace("port = 587", 'port = "smtp"'))).toMatch(/failed to read config/);
    expect(cliReads(CONFIG.replace("jwt_expiry = 3600", 'jwt_expiry = "soon"'))).toMatch(/failed to read config/);
  }, 60_000);

  it("points nowhere local and takes the site and SMTP from the environment", () => {
    expect(CONFIG).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(setting("auth", "site_url")).toBe('"env(SUPABASE_AUTH_SITE_URL)"');
    expect(setting("auth", "additional_redirect_urls")).toBe('["env(SUPABASE_AUTH_SITE_URL)"]');
    for (const key of ["host", "user", "pass", "admin_email"])
      expect(setting("auth.email.smtp", key)).toMatch(/^"env\(SUPABASE_AUTH_SMTP_[A-Z_]+\)"$/);
  });

  it("closes GoTrue's public sign-up and the Data API, keeps e-mail logins, and lifts the per-IP limits the functions' own limits replace", () => {
    expect(setting("auth", "enable_signup")).toBe("false");
    expect(setting("auth.email", "enable_signup")).toBe("true");
    expect(setting("api", "enabled")).toBe("false");
    expect(Number(setting("auth.rate_limit", "sign_in_sign_ups"))).toBeGreaterThanOrEqual(1000);
    expect(Number(setting("auth.rate_limit", "token_verifications"))).toBeGreaterThanOrEqual(1000);
  });
});
