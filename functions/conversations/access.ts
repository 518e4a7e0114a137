/** Moved to functions/_community (caller.ts, errors.ts, limits.ts); this re-export goes with the next step. */
export * from "../_community/caller";
export * from "../_community/errors";
export * from "../_community/limits";
