/** GET /api/v1/permanent-redirect?alias through the real handler, on the sample redirects. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Browser, registerFunctions } from "../_shared/test-support/api";
import { drupalRedirectLookup, findPermanentRedirect } from "./service";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads the functions' .mts entries through require
registerFunctions(require("./permanent-redirect.mts"));

describe("GET /api/v1/permanent-redirect", () => {
  it("answers 200 with the target path of a Drupal redirect, whatever the slashes and case", async () => {
    for (const alias of ["/ziektebeelden/jicht", "ziektebeelden/jicht/", "/Ziektebeelden/Jicht"]) {
      const answer = await new Browser().get(`/api/v1/permanent-redirect?alias=${encodeURIComponent(alias)}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ Path: "/over-reuma/jicht", StatusCode: 301 });
    }
    const temporary = await new Browser().get("/api/v1/permanent-redirect?alias=/medicijnwijzer");
    expect(temporary.json).toEqual({ Path: "/over-reuma/medicijnen-bij-reuma", StatusCode: 302 });
  });

  it("answers 404 when there is no redirect, so the path is kept", async () => {
    const answer = await new Browser().get("/api/v1/permanent-redirect?alias=/over-reuma/jicht");
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe("Deze pagina bestaat niet.");
    expect((await new Browser().get("/api/v1/permanent-redirect?alias=/../../etc/passwd")).status).toBe(404);
  });

  it("answers 400 without an alias", async () => {
    const answer = await new Browser().get("/api/v1/permanent-redirect");
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe("Dit is geen geldig pad.");
  });
});

describe("the Drupal redirect lookup", () => {
  let drupal: Server;
  let requests: string[] = [];
  beforeAll(async () => {
    drupal = createServer((req, res) => {
      requests.push(`${req.url} ${req.headers.authorization ?? ""}`);
      res.writeHead(200, { "content-type": "application/vnd.api+json" });
      res.end(
        JSON.stringify({
          data: [
            {
              type: "redirect--redirect",
              attributes: {
                redirect_source: { path: "oud/elders" },
                redirect_redirect: { uri: "https://elders.example/" },
                status_code: 301,
              },
            },
            {
              type: "redirect--redirect",
              attributes: {
                redirect_source: { path: "oud/pad" },
                redirect_redirect: { uri: "internal:/nieuws/nieuw" },
                status_code: 301,
              },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => drupal.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => drupal.close(() => resolve())));

  it("asks Drupal's JSON:API with basic auth and answers only same-site targets", async () => {
    const lookup = drupalRedirectLookup({
      baseUrl: `http://127.0.0.1:${(drupal.address() as AddressInfo).port}/`,
      username: "gatsby",
      password: "geheim",
    });
    requests = [];
    expect(await findPermanentRedirect(lookup, "/oud/pad")).toEqual({ Path: "/nieuws/nieuw", StatusCode: 301 });
    expect(requests[0]).toBe(
      `/jsonapi/redirect/redirect?filter[redirect_source.path]=oud%2Fpad&page[limit]=5 Basic ${Buffer.from("gatsby:geheim").toString("base64")}`,
    );
    expect(await findPermanentRedirect(lookup, "/oud/elders")).toBeNull();
  });
});
