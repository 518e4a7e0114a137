/**
 * What the account routes (authentication, CustomUser, delete-user) hand their services: the
 * request's database, the auth provider on it, the mailer (it queues in the outbox: the request
 * never waits for SMTP) and the configuration.
 */
import type { Context } from "hono";
import { createAuthProvider, type AuthProvider } from "./auth";
import { getConfig, type AppConfig } from "./config";
import type { Db } from "./db";
import type { AppEnv } from "./http";
import { createOutboxMailer, type OutboxMailer } from "./mail/outbox";

export type AccountServiceDeps = { db: Db; auth: AuthProvider; mailer: OutboxMailer; config: AppConfig };

export function accountDepsOf<E extends AppEnv>(c: Context<E>): AccountServiceDeps {
  const config = getConfig();
  return { db: c.var.db, auth: createAuthProvider(c.var.db), mailer: createOutboxMailer(c.var.db, config), config };
}
