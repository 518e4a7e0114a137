/**
 * The integration tests' time per test and hook (jest.config.ts): a test or hook that registers
 * members (password hashing) and sends mail through the sink takes 1-2 s on a quiet machine; on a
 * busy one jest's default 5 s was not enough. A file may still ask for more (jest.setTimeout).
 */
jest.setTimeout(30_000);
