/** Jest globalTeardown of the `integration` project: stops the PGlite child of global-setup.ts. */
export default async function teardown(): Promise<void> {
  const child = globalThis.__reumanlPglite;
  globalThis.__reumanlPglite = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners("exit");
  const exited = new Promise<"exited">((resolve) => child.once("exit", () => resolve("exited")));
  child.kill("SIGTERM");
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 10_000).unref());
  if ((await Promise.race([exited, timeout])) === "timeout") child.kill("SIGKILL");
}
