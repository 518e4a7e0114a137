import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { markDatabase, waitForDatabase } from "./database-ready";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "database-ready-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("waitForDatabase", () => {
  it("goes on at once when no start script prepares the database (npm run build, Netlify)", async () => {
    await expect(waitForDatabase({}, { timeoutMs: 0 })).resolves.toBeUndefined();
  });

  it("waits until the start script marks the database ready", async () => {
    const file = path.join(dir, "ready");
    let settled = false;
    const waiting = waitForDatabase({ DATABASE_READY_FILE: file }, { pollMs: 5 }).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(settled).toBe(false);
    markDatabase(file, { ready: true });
    await waiting;
    expect(settled).toBe(true);
  });

  it("fails with the reason when preparing the database failed", async () => {
    const file = path.join(dir, "ready");
    const waiting = waitForDatabase({ DATABASE_READY_FILE: file }, { pollMs: 5 });
    markDatabase(file, { ready: false, reason: "migration 20261122100000 failed" });
    await expect(waiting).rejects.toThrow(
      "the database could not be prepared (failed: migration 20261122100000 failed)",
    );
  });

  it("gives up after the time limit", async () => {
    await expect(
      waitForDatabase({ DATABASE_READY_FILE: path.join(dir, "never") }, { timeoutMs: 30, pollMs: 5 }),
    ).rejects.toThrow(/was not ready after/);
  });
});
