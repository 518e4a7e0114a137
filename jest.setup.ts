import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor wait up to 5 s (default 1 s): CI runs the suites in parallel on 2 cores, and
// Tiptap and lazy chunks settle in later frames there. A passing wait still returns at once.
configure({ asyncUtilTimeout: 5000 });

// A test may take 20 s (jest's default is 5 s): a test with several of those waits, and an editor
// that loads, went over 5 s on a busy 2-core machine while passing in 1-2 s on a quiet one.
jest.setTimeout(20_000);
