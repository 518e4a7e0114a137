/**
 * Refuses the most common and most guessable passwords, on top of the spec's rule (8+ characters,
 * upper, lower, digit). zxcvbn-ts with the common password list (passwords-common, about 49,000
 * leaked passwords) and the Dutch dictionary (common words, first names, last names, Wikipedia):
 * a new password is refused when it scores below MIN_SCORE (fewer than about 10^8 guesses), or when
 * it is on the common list as typed.
 *
 * Runs on the server only (the dictionaries are megabytes, too heavy for the site's bundle); the
 * form shows the server's Dutch text at the field. The user's own username and e-mail address count
 * as guessable words.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as dutch from "@zxcvbn-ts/language-nl-be";
import { Invalid } from "../errors";

export const MIN_SCORE = 3;

let factory: ZxcvbnFactory | null = null;
let commonPasswords: Set<string> | null = null;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...dutch.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(common.dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase());
}

/** True when the password is too easy to guess. */
export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  if (isCommon(password)) return true;
  const inputs = userInputs.filter(Boolean).flatMap((value) => [value, ...value.toLowerCase().split(/[@.+_-]+/)]);
  return estimator().check(password, inputs).score < MIN_SCORE;
}

/** Throws 400 with the auth:password.weak text at `field` when the password is too easy to guess. */
export function assertStrongPassword(password: string, field: string, userInputs: string[] = []): void {
  if (isWeakPassword(password, userInputs))
    throw new Invalid({ [field]: ["auth:password.weak"] }, { code: "WeakPassword" });
}
