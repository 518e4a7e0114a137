/**
 * Script ids of the form_block paragraph -> the component that renders that form, loaded on demand
 * (its own chunk, so pages without the form do not ship it).
 */
import type { ComponentType } from "react";

export const formComponents: Readonly<Record<string, () => Promise<ComponentType>>> = {
  "keuzetabel-medicijnen": () =>
    import("../features/medicines/MedicineChoiceTable").then((m) => m.MedicineChoiceTable as ComponentType),
  nieuwsbrief: () => import("../features/newsletter/NewsletterSignup").then((m) => m.NewsletterSignup as ComponentType),
};
