/**
 * An app of the guide as the pages use it, made from a Drupal node--app (as Gatsby sources it, or
 * as the sample content writes it). Values outside the vocabulary are dropped, so a new value in
 * Drupal never breaks the score.
 */
import {
  isAccessibility,
  isAppLanguage,
  isGoal,
  isIntensity,
  isPlatform,
  isPrice,
  type Accessibility,
  type AppLanguage,
  type Goal,
  type Intensity,
  type Platform,
  type Price,
  type Reason,
  isReason,
} from "./options";
import type { ScoredAppInput } from "./score";

export interface GuideApp extends ScoredAppInput {
  summary: string;
  priceText: string | null;
  logo: { url: string; alt: string } | null;
  platforms: Platform[];
  price: Price;
  languages: AppLanguage[];
  goals: Goal[];
  intensities: Intensity[];
  reasons: Reason[];
  accessibility: Accessibility[];
}

/** The fields of node--app that the guide reads (Gatsby node or sample JSON). */
export interface AppNodeFields {
  title: string;
  path?: { alias: string | null } | string | null;
  field_summary?: string | null;
  field_platforms?: ReadonlyArray<string | null> | null;
  field_price?: string | null;
  field_price_text?: string | null;
  field_languages?: ReadonlyArray<string | null> | null;
  field_goals?: ReadonlyArray<string | null> | null;
  field_intensity?: ReadonlyArray<string | null> | null;
  field_reasons?: ReadonlyArray<string | null> | null;
  field_accessibility?: ReadonlyArray<string | null> | null;
}

export const APP_PATH_PREFIX = "/keuzehulp/applicaties/";

/** "stoelfit" for the alias "/keuzehulp/applicaties/stoelfit/"; null when the alias lies elsewhere. */
export function appSlug(alias: string | null | undefined): string | null {
  const match = /^\/keuzehulp\/applicaties\/([a-z0-9][a-z0-9-]*)\/?$/.exec(alias ?? "");
  return match ? match[1]! : null;
}

const values = <T extends string>(
  list: ReadonlyArray<string | null> | null | undefined,
  is: (v: unknown) => v is T,
): T[] => [...new Set((list ?? []).filter(is))];

export function toGuideApp(node: AppNodeFields, logo: GuideApp["logo"] = null): GuideApp | null {
  const slug = appSlug(typeof node.path === "string" ? node.path : node.path?.alias);
  if (!slug) return null;
  return {
    slug,
    name: node.title,
    summary: node.field_summary ?? "",
    priceText: node.field_price_text ?? null,
    logo,
    platforms: values(node.field_platforms, isPlatform),
    price: isPrice(node.field_price) ? node.field_price : "paid",
    languages: values(node.field_languages, isAppLanguage),
    goals: values(node.field_goals, isGoal),
    intensities: values(node.field_intensity, isIntensity),
    reasons: values(node.field_reasons, isReason),
    accessibility: values(node.field_accessibility, isAccessibility),
  };
}
