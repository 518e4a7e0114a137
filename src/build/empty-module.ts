// Stands in for Gatsby runtime modules that never run on this site (src/build/browser-bundle.ts).
export {};
