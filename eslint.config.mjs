// @ts-check
/**
 * ESLint (flat config) for the whole repository: `npm run lint`, and a step of .ci/run.
 *   - @eslint/js and typescript-eslint recommended (without type information: a type-aware run
 *     would repeat the type check, which CI already runs, and double lint's time on 2 cores);
 *   - React's rules of hooks and effect dependencies (eslint-plugin-react-hooks), as errors;
 *   - every eslint-disable comment must name a rule that would report there (an unused one is an
 *     error) and say why after " -- " (reumanl/disable-needs-reason, below).
 * Formatting is Prettier's (.prettierrc.json), not ESLint's: no style rules here.
 */
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** An eslint-disable comment without " -- why" is reported at the comment. */
const disableNeedsReason = {
  meta: {
    type: "problem",
    docs: { description: "eslint-disable comments give their reason after ' -- '" },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable(-next-line|-line)?\b/.test(text)) continue;
          const reason = text.split(/\s--\s/)[1]?.trim();
          if (!reason)
            context.report({ loc: comment.loc, message: "Say why the rule does not apply here, after ' -- '." });
        }
      },
    };
  },
};

export default defineConfig(
  {
    ignores: [
      "node_modules/",
      "public/",
      ".cache/",
      ".ci-out/",
      ".netlify/",
      ".data/",
      "coverage/",
      "e2e/output/",
      "static/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error", reportUnusedInlineConfigs: "error" },
    plugins: { "react-hooks": reactHooks, reumanl: { rules: { "disable-needs-reason": disableNeedsReason } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "reumanl/disable-needs-reason": "error",
      // A leading underscore marks a name that is there on purpose (a field left out of a rest copy).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
);
