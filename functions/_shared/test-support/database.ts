/** Direct access to the test database, for arranging and checking what the API did. */
import postgres from "postgres";

export function testSql(): postgres.Sql {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the integration tests through jest (global-setup.ts)");
  return postgres(url, { max: 1, prepare: false, onnotice: () => undefined, fetch_types: false });
}

/** A unique suffix for usernames and e-mail addresses of one test (letters and digits only). */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(-10);
}
