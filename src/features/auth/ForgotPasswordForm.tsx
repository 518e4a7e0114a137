/**
 * /wachtwoord/vergeten: asks for a reset link. The answer is the same for known and unknown
 * addresses, so the page always says "if we know this address, a mail is on its way".
 */
import { forgotPasswordBodySchema } from "../../domain/auth";
import { forgotPassword } from "./api";
import { EmailForm } from "../../platform/forms/EmailForm";
import account from "../../i18n/locales/nl/account.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ account });

export function ForgotPasswordForm() {
  const toLogin = (
    <p className="form__aside">
      <a href="/inloggen">{t("forgot.toLogin")}</a>
    </p>
  );
  return (
    <EmailForm
      idPrefix="forgot"
      intro={t("forgot.intro")}
      submitLabel={t("forgot.submit")}
      schema={forgotPasswordBodySchema}
      send={forgotPassword}
      aside={toLogin}
      done={() => (
        <div className="form-done">
          <p className="notice notice--success" role="status">
            {t("forgot.done")}
          </p>
          <p>
            <a className="more-link" href="/inloggen">
              {t("forgot.toLogin")}
            </a>
          </p>
        </div>
      )}
    />
  );
}
