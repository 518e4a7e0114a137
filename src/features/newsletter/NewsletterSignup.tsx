/**
 * The /nieuwsbrief form (form_block "nieuwsbrief"): a visitor enters an address and gets a mail
 * whose link confirms the subscription (double opt-in, decision 390). The answer is the same for
 * every address, so the page always says "if the address is right, a mail is on its way".
 */
import { newsletterSubscribeBodySchema } from "../../domain/newsletter";
import { EmailForm } from "../../platform/forms/EmailForm";
import { subscribeNewsletter } from "./api";
import newsletter from "../../i18n/locales/nl/newsletter.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ newsletter });

export function NewsletterSignup() {
  return (
    <section className="newsletter-signup" aria-labelledby="newsletter-signup-title">
      <h2 id="newsletter-signup-title">{t("signup.title")}</h2>
      <EmailForm
        idPrefix="newsletter"
        intro={t("signup.intro")}
        submitLabel={t("signup.submit")}
        schema={newsletterSubscribeBodySchema}
        send={subscribeNewsletter}
        aside={<p className="form__aside">{t("signup.account")}</p>}
        done={() => (
          <p className="notice notice--success" role="status">
            {t("signup.done")}
          </p>
        )}
      />
    </section>
  );
}
