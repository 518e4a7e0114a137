/**
 * /api/v1/CustomContactlink (spec 000 §7 "Members and contacts"): contact requests and contacts.
 * The member {id} of every path is the other member's id. Also: unseen incoming requests (the
 * account shell), and blocks and mutes (issue 13 item 5).
 */
import type { Config } from "@netlify/functions";
import { handle } from "hono/netlify";
import { blockSchema, contactRequestSchema } from "../../src/domain/people";
import { validate } from "../_shared/validate";
import { communityApp } from "../_community/context";
import {
  acceptRequest,
  block,
  contactStatusWith,
  conversationWith,
  denyRequest,
  markRequestSeen,
  myBlocks,
  myContacts,
  removeContact,
  requestContact,
  unblock,
  unseenRequests,
} from "../_community/contacts/service";
import { memberIdOf, peoplePageOf } from "../_community/people/http";

const app = communityApp("/api/v1/CustomContactlink");

app.get("/mycontacts", async (c) => c.json(await myContacts(c.var.deps, c.var.caller, peoplePageOf(c))));
app.get("/unseen", async (c) => c.json({ Count: await unseenRequests(c.var.deps, c.var.caller) }));
app.get("/ContactStatusWithUser/:id", async (c) =>
  c.json({ Status: await contactStatusWith(c.var.deps, c.var.caller, memberIdOf(c)) }),
);
app.post("/AcceptContactRequest/:id", async (c) =>
  c.json({ Status: await acceptRequest(c.var.deps, c.var.caller, memberIdOf(c)) }),
);
app.post("/DenyContactRequest/:id", async (c) =>
  c.json({ Status: await denyRequest(c.var.deps, c.var.caller, memberIdOf(c)) }),
);
app.post("/seen/:id", async (c) => {
  await markRequestSeen(c.var.deps, c.var.caller, memberIdOf(c));
  return c.body(null, 204);
});
app.post("/", validate(contactRequestSchema, "people"), async (c) =>
  c.json({ Status: await requestContact(c.var.deps, c.var.caller, c.var.body) }),
);
app.delete("/contacts/:id", async (c) => {
  await removeContact(c.var.deps, c.var.caller, memberIdOf(c));
  return c.body(null, 204);
});
app.get("/conversationwith/:id", async (c) => c.json(await conversationWith(c.var.deps, c.var.caller, memberIdOf(c))));

app.get("/blocks", async (c) => c.json(await myBlocks(c.var.deps, c.var.caller)));
app.post("/block/:id", validate(blockSchema, "people"), async (c) => {
  await block(c.var.deps, c.var.caller, memberIdOf(c), c.var.body.Kind);
  return c.body(null, 204);
});
app.delete("/block/:id", async (c) => {
  await unblock(c.var.deps, c.var.caller, memberIdOf(c));
  return c.body(null, 204);
});

export default handle(app);

export const config: Config = {
  path: [
    "/api/v1/CustomContactlink",
    "/api/v1/CustomContactlink/*",
    "/api/v1/customcontactlink",
    "/api/v1/customcontactlink/*",
  ],
};
