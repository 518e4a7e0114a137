/**
 * /CustomUser: the current user and the account settings (spec 000 §7 "Session and account").
 * Every call acts on the session's own account. Calls that change credentials check the current
 * password first and are rate limited per account and per address; a changed password ends every
 * session of the account.
 */
import type { z } from "zod";
import type {
  EmailFrequency,
  changeEmailBodySchema,
  changePasswordBodySchema,
  changeUsernameBodySchema,
  confirmEmailChangeBodySchema,
} from "../../src/domain/account";
import type { TextSize } from "../../src/domain/text-size";
import type { AccountServiceDeps } from "../_shared/account-deps";
import type { Participant } from "../_shared/caller";
import { isAnyModerator } from "../_community/moderation/queries";
import { assertStrongPassword } from "../_shared/auth/strength";
import { asUser, serviceRole, withTransaction, type Db } from "../_shared/db";
import { Invalid, Unauthorized } from "../_shared/errors";
import { emailChangeMail, emailChangeNotice } from "../_shared/mail/templates/account";
import { findProfileById, findProfileByUsername, updateUsername, type ProfileRow } from "../_shared/profiles/queries";
import { consumeRateLimits, RATE_POLICIES } from "../_shared/rate-limit";
import { destroyUserSessions } from "../_shared/session";
import {
  findSettings,
  updateEmailNotificationChoice,
  updateMarketingEmails,
  updateProfilePublic,
  updateTextSize,
  type SettingsRow,
} from "./queries";
import { log } from "../_shared/log";

export type AccountDeps = AccountServiceDeps;

export type ChangeEmailInput = z.output<typeof changeEmailBodySchema>;
export type ConfirmEmailChangeInput = z.output<typeof confirmEmailChangeBodySchema>;
export type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;
export type ChangeUsernameInput = z.output<typeof changeUsernameBodySchema>;

export async function currentUser(db: Db, caller: Participant): Promise<ProfileRow & { isModerator: boolean }> {
  const found = await withTransaction(db, asUser(caller.userId), async (tx) => {
    const profile = await findProfileById(tx, caller.userId);
    return profile ? { ...profile, isModerator: await isAnyModerator(tx) } : null;
  });
  if (!found) throw new Unauthorized();
  return found;
}

/** The settings page's current values. */
export async function settingsOf(
  deps: Pick<AccountDeps, "db" | "auth">,
  caller: Participant,
): Promise<{ row: SettingsRow; email: string }> {
  const account = await deps.auth.getUser(caller.userId);
  const row = await withTransaction(deps.db, asUser(caller.userId), (tx) => findSettings(tx, caller.userId));
  if (!account || !row) throw new Unauthorized();
  return { row, email: account.email };
}

/** Counts one attempt and checks the current password; wrong: 400 at `Password`. */
async function checkCurrentPassword(
  deps: AccountDeps,
  caller: Participant,
  password: string,
  ip: string,
): Promise<string> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.accountPasswordPerUser, subject: caller.userId },
    { policy: RATE_POLICIES.accountPasswordPerIp, subject: ip },
  ]);
  const account = await deps.auth.getUser(caller.userId);
  if (!account) throw new Unauthorized();
  if (!(await deps.auth.checkPassword(caller.userId, password))) {
    throw new Invalid({ Password: ["auth:password.wrong"] }, { code: "WrongPassword" });
  }
  return account.email;
}

/**
 * Asks to move the account to NewEmail: a link goes to the new address (the change happens when it
 * is followed) and a notice to the old one. Until then the old address stays the login.
 */
export async function changeEmail(
  deps: AccountDeps,
  caller: Participant,
  input: ChangeEmailInput,
  ip: string,
): Promise<void> {
  const email = await checkCurrentPassword(deps, caller, input.Password, ip);
  if (input.OldEmail !== email) throw new Invalid({ OldEmail: ["auth:email.notCurrent"] });
  if (input.NewEmail === email) throw new Invalid({ NewEmail: ["auth:email.same"] });
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.emailChangePerUser, subject: caller.userId },
    { policy: RATE_POLICIES.emailChangePerNewEmail, subject: input.NewEmail },
  ]);
  const request = await deps.auth.requestEmailChange(caller.userId, input.NewEmail);
  if (!request.ok) throw new Invalid({ NewEmail: ["auth:email.taken"] });
  const profile = await withTransaction(deps.db, asUser(caller.userId), (tx) => findProfileById(tx, caller.userId));
  const site = { siteUrl: deps.config.siteUrl, siteName: deps.config.siteName };
  await deps.mailer.send(
    emailChangeMail({ ...site, newEmail: input.NewEmail, token: request.token, username: profile?.username }),
  );
  try {
    await deps.mailer.send(
      emailChangeNotice({ ...site, oldEmail: email, newEmail: input.NewEmail, username: profile?.username }),
    );
  } catch (error) {
    log.error("change-email notice to the old address not sent", error);
  }
}

/** Follows the link mailed to the new address (no session needed: it may open in another browser). */
export async function confirmEmailChange(deps: AccountDeps, input: ConfirmEmailChangeInput, ip: string): Promise<void> {
  await consumeRateLimits(deps.db, deps.config.appSecret, [
    { policy: RATE_POLICIES.confirmEmailChangePerIp, subject: ip },
  ]);
  const result = await deps.auth.confirmEmailChange(input.Email, input.Token);
  if (!result.ok) throw new Invalid({ Token: ["auth:emailChange.failed"] }, { code: "EmailChangeFailed" });
}

/** Checks the current password, sets the new one and ends every session of the account. */
export async function changePassword(
  deps: AccountDeps,
  caller: Participant,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  const email = await checkCurrentPassword(deps, caller, input.Password, ip);
  const profile = await withTransaction(deps.db, asUser(caller.userId), (tx) => findProfileById(tx, caller.userId));
  assertStrongPassword(input.NewPassword, "NewPassword", [email, profile?.username ?? ""]);
  await deps.auth.updatePassword(caller.userId, input.NewPassword);
  await destroyUserSessions(deps.db, caller.userId);
}

/** Checks the password and gives the account a new, free username. */
export async function changeUsername(
  deps: AccountDeps,
  caller: Participant,
  input: ChangeUsernameInput,
  ip: string,
): Promise<ProfileRow> {
  await checkCurrentPassword(deps, caller, input.Password, ip);
  const taken = await withTransaction(deps.db, serviceRole, (tx) => findProfileByUsername(tx, input.NewUsername));
  if (taken && taken.id !== caller.userId) throw new Invalid({ NewUsername: ["auth:username.taken"] });
  return updateUsername(deps.db, caller.userId, input.NewUsername, "NewUsername");
}

export type Switch = "profilePublic" | "newsletter";

const SWITCHES = {
  profilePublic: updateProfilePublic,
  newsletter: updateMarketingEmails,
} as const;

/** Notification mails on or off and how often (PUT /ChangeEmailNotification); answers the stored choice. */
export async function setEmailNotificationChoice(
  db: Db,
  caller: Participant,
  on: boolean,
  frequency?: EmailFrequency,
): Promise<{ EmailNotifications: boolean; EmailFrequency: EmailFrequency }> {
  const stored = await withTransaction(db, asUser(caller.userId), (tx) =>
    updateEmailNotificationChoice(tx, caller.userId, on, frequency),
  );
  if (!stored) throw new Unauthorized();
  return { EmailNotifications: on, EmailFrequency: stored };
}

/** One of the on/off settings, written under the user's own identity (RLS applies). */
export async function setSwitch(db: Db, caller: Participant, which: Switch, value: boolean): Promise<boolean> {
  const updated = await withTransaction(db, asUser(caller.userId), (tx) => SWITCHES[which](tx, caller.userId, value));
  if (!updated) throw new Unauthorized();
  return value;
}

/** The member's text size (PUT /ChangeTextSize), under their own identity: it follows them to other devices. */
export async function setTextSize(db: Db, caller: Participant, value: TextSize): Promise<TextSize> {
  const updated = await withTransaction(db, asUser(caller.userId), (tx) => updateTextSize(tx, caller.userId, value));
  if (!updated) throw new Unauthorized();
  return value;
}

/** Ends every session of the account, this one included. */
export async function logoutEverywhere(db: Db, caller: Participant): Promise<void> {
  await destroyUserSessions(db, caller.userId);
}
