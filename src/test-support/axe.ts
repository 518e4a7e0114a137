/**
 * axe-core on a rendered component in jsdom. Off: "region" (a component is not a whole page),
 * "color-contrast" and "label-content-name-mismatch" (both need a canvas, which jsdom lacks; they
 * could only end "incomplete" here). The browser test checks whole pages with every rule.
 */
import axe from "axe-core";

export async function axeViolations(node: Element = document.body): Promise<string[]> {
  const results = await axe.run(node, {
    rules: {
      region: { enabled: false },
      "color-contrast": { enabled: false },
      "label-content-name-mismatch": { enabled: false },
    },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
