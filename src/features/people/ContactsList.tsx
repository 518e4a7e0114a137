/**
 * My contacts (?mycontacts=show): accepted contacts, requests received (accept or deny; opening the
 * list marks them seen) and requests sent (a denied one still reads "Verzoek verstuurd").
 */
import { useCallback, useState } from "react";
import type { Page } from "../../domain/community";
import type { ContactItem } from "../../domain/people";
import { PEOPLE_PAGE_SIZE } from "../../domain/people-options";
import { Paginator } from "../../components/Paginator";
import { ApiError } from "../../platform/http";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { announce, COUNT_CHANGED } from "../../platform/usePolledCount";
import { acceptContactRequest, denyContactRequest, markRequestSeen, myContacts, removeContact } from "./api";
import { MemberPhoto, profilePath } from "./MemberCardItem";
import people from "../../i18n/locales/nl/people.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ people });

export function ContactsList({ pageNumber = 1 }: { pageNumber?: number }) {
  const [page, setPage] = useState(pageNumber);
  const [notice, setNotice] = useState<string | null>(null);

  // One page of the list; the requests received that it shows are marked seen.
  const fetchPage = useCallback(async (): Promise<Page<ContactItem>> => {
    const answer = await myContacts(page - 1);
    const unseen = answer.Items.filter((item) => item.Status === "incoming" && !item.Seen);
    if (unseen.length > 0) {
      void Promise.allSettled(unseen.map((item) => markRequestSeen(item.UserId))).then(() =>
        announce(COUNT_CHANGED.contactRequests),
      );
    }
    return answer;
  }, [page]);
  const { state: load, retry, setData } = useLoad(fetchPage, { key: page });
  const state = load.status === "loaded" ? { status: "done" as const, page: load.data } : load;

  async function act(item: ContactItem, action: ContactAction) {
    try {
      if (action === "accept") await acceptContactRequest(item.UserId);
      if (action === "deny") await denyContactRequest(item.UserId);
      if (action === "remove") await removeContact(item.UserId);
      setNotice(
        t(
          action === "accept"
            ? "contact.acceptedNotice"
            : action === "deny"
              ? "contact.deniedNotice"
              : "contact.removed",
          { username: item.Username },
        ),
      );
      setData(await fetchPage());
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : t("errors.generic"));
    }
  }

  return (
    <section aria-labelledby="contacts-title">
      <h2 id="contacts-title">{t("contacts.title")}</h2>
      <p>{t("contacts.intro")}</p>
      <p role="status" className={notice ? "alert" : "visually-hidden"}>
        {notice ?? ""}
      </p>
      {state.status === "loading" ? <p role="status">{t("directory.loading")}</p> : null}
      <LoadNotice state={load} retry={retry} failedText={t("errors.generic")} />
      {state.status === "unauthorized" ? (
        <p className="alert alert--error" role="alert">
          {t("contacts.loginNeeded")}
        </p>
      ) : null}
      {state.status === "done" && state.page.Items.length === 0 ? <p>{t("contacts.empty")}</p> : null}
      {state.status === "done" && state.page.Items.length > 0 ? (
        <ul className="member-list">
          {state.page.Items.map((item) => (
            <ContactRow key={item.UserId} item={item} onAct={(action) => void act(item, action)} />
          ))}
        </ul>
      ) : null}
      {state.status === "done" ? (
        <Paginator
          page={page}
          pageCount={Math.max(1, Math.ceil(state.page.Total / PEOPLE_PAGE_SIZE))}
          label={t("contacts.pagination")}
          hrefFor={(p) => `?mycontacts=show&pagina=${p}`}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}

type ContactAction = "accept" | "deny" | "remove";

/** The question asked before a step that cannot be undone: denying a request, removing a contact. */
function ConfirmStep({
  action,
  username,
  onConfirm,
  onCancel,
}: {
  action: "deny" | "remove";
  username: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The question takes the focus of the button that asked for it (which is gone now).
  const focusQuestion = useCallback((node: HTMLParagraphElement | null) => node?.focus(), []);
  return (
    <div role="group" aria-label={t(`contact.${action}`)}>
      <p ref={focusQuestion} tabIndex={-1}>
        {t(`contact.${action}Confirm`, { username })}
      </p>
      <div className="contact-actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t(`contact.${action}`)}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t("contact.cancel")}
        </button>
      </div>
    </div>
  );
}

function ContactRow({ item, onAct }: { item: ContactItem; onAct: (action: ContactAction) => void }) {
  const [confirming, setConfirming] = useState<"deny" | "remove" | null>(null);
  return (
    <li className="member card contact-item">
      <MemberPhoto username={item.Username} photoUrl={item.PhotoUrl} />
      <div className="member__body">
        <h3 className="member__name">
          <a href={profilePath(item.UserId)}>{item.Username}</a>
        </h3>
        <p className="member__meta">{t(`contacts.${item.Status}`)}</p>
        {item.Status === "incoming" && item.Message ? (
          <>
            <p className="member__meta">{t("contacts.message", { username: item.Username })}</p>
            <p className="contact-item__message">{item.Message}</p>
          </>
        ) : null}
        {confirming ? (
          <ConfirmStep
            action={confirming}
            username={item.Username}
            onConfirm={() => onAct(confirming)}
            onCancel={() => setConfirming(null)}
          />
        ) : item.Status === "incoming" ? (
          <div className="contact-actions">
            <button type="button" className="button button--primary" onClick={() => onAct("accept")}>
              {t("contact.accept")}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming("deny")}>
              {t("contact.deny")}
            </button>
          </div>
        ) : item.Status === "accepted" ? (
          <div className="contact-actions">
            <a className="button button--secondary" href={`/account/berichten/${item.UserId}/`}>
              {t("contact.sendMessage")}
            </a>
            <button type="button" className="button button--secondary" onClick={() => setConfirming("remove")}>
              {t("contact.remove")}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
