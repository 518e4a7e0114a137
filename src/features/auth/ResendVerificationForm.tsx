/**
 * /verificatie-mail-opnieuw-versturen: a new verification mail. An unknown address is invited to
 * register (404 UnknownEmail), a verified one to log in (409 AlreadyVerified), in the alert.
 */
import { resendActivationBodySchema } from "../../domain/auth";
import { resendActivationEmail } from "./api";
import { EmailForm } from "../../platform/forms/EmailForm";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

export function ResendVerificationForm() {
  return (
    <EmailForm
      idPrefix="resend"
      intro={t("resendPage.intro")}
      submitLabel={t("resendPage.submit")}
      schema={resendActivationBodySchema}
      send={resendActivationEmail}
      alertLinks={{
        UnknownEmail: { href: "/registreren", text: t("resendPage.toRegister") },
        AlreadyVerified: { href: "/inloggen", text: t("resendPage.toLogin") },
      }}
      alertConcernsField
      done={(email) => (
        <p className="notice notice--success" role="status">
          {t("resendPage.done", { email })}
        </p>
      )}
    />
  );
}
