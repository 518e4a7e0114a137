/** Moved to functions/_community (slugs.ts, excerpts.ts, parameters.ts) and _shared/db.ts; this re-export goes with the next step. */
export * from "../_community/slugs";
export * from "../_community/excerpts";
export * from "../_community/parameters";
export { intArray } from "../_shared/db";
