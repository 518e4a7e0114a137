/**
 * /ervaringsdeskundigen/{slug}: one opportunity with interest yes or no (spec 000 §4) and the expert
 * reaction form (§5, decision 415). A closed or inactive opportunity offers neither; organisers
 * see who is interested with their reactions instead of the form.
 */
import { Link } from "gatsby";
import { useRef, useState } from "react";
import { formatDay } from "../../components/dates";
import type { OpportunityView } from "../../domain/volunteers";
import { ApiError } from "../../platform/http";
import { addInterest, getOpportunity, removeInterest } from "./api";
import { AreaState } from "./AreaState";
import { ExpertReactionForm } from "./ExpertReactionForm";
import { OpportunityFacts } from "./OpportunityCard";
import { useVolunteerLoad } from "./useVolunteerLoad";
import "./volunteers.css";
import volunteers from "../../i18n/locales/nl/volunteers.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ volunteers });

export function OpportunityDetail({ slug }: { slug: string }) {
  const [state, setData] = useVolunteerLoad<OpportunityView>(() => getOpportunity(slug), [slug]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  if (state.status !== "ready") return <AreaState state={state} returnUrl={`/ervaringsdeskundigen/${slug}`} />;
  const item = state.data;

  async function choose(interested: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const next = interested ? await addInterest(item.Id) : await removeInterest(item.Id);
      // Withdrawing takes the reaction back too (decision 415).
      setData({ ...item, ...next, MyReaction: interested ? item.MyReaction : null });
      setMessage({ kind: "success", text: t(interested ? "ui.interested.added" : "ui.interested.removed") });
    } catch (error) {
      setMessage({ kind: "error", text: error instanceof ApiError ? error.message : t("errors.opportunitiesFailed") });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  return (
    <article className="volunteer-area opportunity-detail">
      <p className="eyebrow">
        <Link to="/ervaringsdeskundigen/overzicht">{t("ui.all.title")}</Link>
      </p>
      <h1>{item.Title}</h1>
      <p className="lead">{item.Summary}</p>
      <OpportunityFacts item={item} detailed />
      {item.Description.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}

      <section className="interest-box" aria-labelledby="interest-heading">
        <h2 id="interest-heading">{t("ui.interested.heading")}</h2>
        {item.Status !== "open" ? (
          <p>{t("ui.interested.closed")}</p>
        ) : item.IsInterested ? (
          <>
            <p>{t("ui.interested.yes")}</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void choose(false)}
            >
              {t("ui.interested.remove")}
            </button>
          </>
        ) : (
          <>
            <p>{t("ui.interested.question")}</p>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void choose(true)}>
              {t("ui.interested.add")}
            </button>
          </>
        )}
        {message ? (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={`alert alert--${message.kind}`}
            role={message.kind === "error" ? "alert" : "status"}
          >
            {message.text}
          </p>
        ) : null}
      </section>

      {item.Status === "open" && !item.Interested ? (
        <ExpertReactionForm
          questionId={item.Id}
          reaction={item.MyReaction}
          onSent={(answer) => setData({ ...item, ...answer })}
        />
      ) : null}

      {item.Interested ? (
        <section aria-labelledby="organiser-heading">
          <h2 id="organiser-heading">{t("ui.organiser.heading", { count: item.Interested.length })}</h2>
          {item.Interested.length === 0 ? (
            <p>{t("ui.organiser.none")}</p>
          ) : (
            <ul>
              {item.Interested.map((person) => (
                <li key={person.Id}>
                  {t("ui.organiser.person", { name: person.Username, date: formatDay(person.Since) })}
                  {person.Reaction ? (
                    <p className="opportunity-detail__reaction">
                      {t("ui.reaction.organiserReaction", { text: person.Reaction })}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </article>
  );
}
