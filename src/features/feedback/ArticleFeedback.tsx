/**
 * "Wat vind je van dit artikel?" below an article. The static HTML has the whole form; its code
 * (FeedbackForm.tsx, with zod) loads when the reader gets near it or touches it, and
 * what they typed before that is kept (src/components/islands/Deferred.tsx, forms/useFieldValues.ts).
 */
import { useId } from "react";
import { Deferred } from "../../components/islands/Deferred";
import type { FeedbackFormProps } from "./FeedbackForm";
import "../../styles/reader.css";
import article from "../../i18n/locales/nl/article.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ article });

export interface ArticleFeedbackProps {
  itemId: string;
  path: string;
}

const loadFeedbackForm = () => import("./FeedbackForm").then((module) => module.FeedbackForm);

export function ArticleFeedback({ itemId, path }: ArticleFeedbackProps) {
  const base = useId().replace(/:/g, "");
  return (
    <section className="reader-box feedback" aria-labelledby={`${base}-feedback-title`}>
      <h2 className="reader-box__title" id={`${base}-feedback-title`}>
        {t("readerTools.feedbackTitle")}
      </h2>
      <Deferred<FeedbackFormProps>
        load={loadFeedbackForm}
        props={{ itemId, path, idBase: base }}
        fallback={<p className="reader-box__loading reader-box__loading--feedback">{t("readerTools.formLoading")}</p>}
      />
    </section>
  );
}
