/**
 * The app guide's vocabulary (spec 001 §2.8, §5, §9): the machine values shared by the Drupal
 * content model (list_string fields of node--app), the wizard's answers in the address and the
 * score. Labels live in src/i18n/locales/nl/appguide.json under the same keys.
 */

/** Question 1: pick exactly 2. */
export const GOALS = ["fitness", "strength", "flexibility", "balance", "relaxation", "daily_activity"] as const;
export type Goal = (typeof GOALS)[number];
export const GOALS_TO_PICK = 2;

/** Question 2: pick at least 1 (what the person needs from an app). */
export const REASONS = ["motivation", "guidance", "at_home", "progress", "together", "pacing"] as const;
export type Reason = (typeof REASONS)[number];
export const MIN_REASONS = 1;

/** Question 3: 1 of 3. */
export const INTENSITIES = ["light", "moderate", "vigorous"] as const;
export type Intensity = (typeof INTENSITIES)[number];

/** Question 4: the device the app must run on (an app's platforms use the same values). */
export const PLATFORMS = ["ios", "android", "web"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** An app's price, cheapest first. */
export const PRICES = ["free", "freemium", "paid"] as const;
export type Price = (typeof PRICES)[number];

/** Question 5: the most the person wants to pay; an app fits when its price is not above it. */
export const BUDGETS = ["free", "freemium", "any"] as const;
export type Budget = (typeof BUDGETS)[number];

/** Languages an app can be used in. */
export const APP_LANGUAGES = ["nl", "en"] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** Accessibility features an app may have (shown on the detail page and in the explanation). */
export const ACCESSIBILITY = ["large_buttons", "voice", "subtitles", "seated", "no_account"] as const;
export type Accessibility = (typeof ACCESSIBILITY)[number];

/** Movement advice (Beweegrichtlijnen, spec §9): 2.5 hours a week of moderate activity. */
export const ADVICE_MINUTES_PER_WEEK = 150;
/** How many apps the result shows (spec §9). */
export const TOP_APPS = 3;

export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);

export const isGoal = isOneOf(GOALS);
export const isReason = isOneOf(REASONS);
export const isIntensity = isOneOf(INTENSITIES);
export const isPlatform = isOneOf(PLATFORMS);
export const isPrice = isOneOf(PRICES);
export const isBudget = isOneOf(BUDGETS);
export const isAppLanguage = isOneOf(APP_LANGUAGES);
export const isAccessibility = isOneOf(ACCESSIBILITY);
