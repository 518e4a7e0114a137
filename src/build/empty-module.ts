// Stands in for Gatsby runtime modules that never run on this site (idleRuntimeModules in src/build/gatsby-internals.ts).
export {};
