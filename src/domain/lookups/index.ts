export * from "./relations";
export * from "./diagnoses";
export * from "./phases";
export * from "./interests";
export * from "./genders";
export * from "./provinces";
