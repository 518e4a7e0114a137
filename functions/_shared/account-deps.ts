/**
 * What the account routes (authentication, CustomUser, delete-user) hand their services: the
 * request's database, the auth provider on it, the mailer and the configuration.
 */
import type { Context } from "hono";
import { createAuthProvider, type AuthProvider } from "./auth";
import { getConfig, type AppConfig } from "./config";
import type { Db } from "./db";
import type { AppEnv } from "./http";
import { createMailer, type Mailer } from "./mail/mailer";

export type AccountServiceDeps = { db: Db; auth: AuthProvider; mailer: Mailer; config: AppConfig };

export function accountDepsOf<E extends AppEnv>(c: Context<E>): AccountServiceDeps {
  const config = getConfig();
  return { db: c.var.db, auth: createAuthProvider(c.var.db), mailer: createMailer(config), config };
}
