import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy*/waitFor wait up to 5 s (default 1 s): CI runs the suites in parallel on 2 cores, and
// Tiptap and lazy chunks settle in later frames there. A passing wait still returns at once.
configure({ asyncUtilTimeout: 5000 });
