import { createServer } from "node:net";
import { freePort, pgliteUrl } from "./loopback";

describe("loopback", () => {
  it("finds a port on loopback that a server can listen on", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it("gives PGlite's address for postgres.js", () => {
    expect(pgliteUrl(5433)).toBe("postgres://postgres:postgres@127.0.0.1:5433/postgres");
  });
});

describe("the address npm start listens on", () => {
  it("is loopback unless HOST says otherwise (the mail catcher shows reset links)", async () => {
    const { listenHost } = await import("./loopback");
    expect(listenHost({})).toBe("127.0.0.1");
    expect(listenHost({ HOST: "  " })).toBe("127.0.0.1");
    expect(listenHost({ HOST: "0.0.0.0" })).toBe("0.0.0.0");
  });
});
