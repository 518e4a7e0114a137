/**
 * /ontmoet-elkaar/gesprekken/{group_slug}/nieuw/ (or, for older links, {groupId}): starting a
 * conversation in a group. Needs a session
 * (otherwise the login page, coming back here); the form with the editor is its own chunk.
 */
import { BackLink } from "../../components/BackLink";
import { navigate } from "gatsby";
import { lazy, Suspense } from "react";
import { forumPaths, type GroupView, type TermView } from "../../domain/community";
import { LoadNotice } from "../../platform/loading/LoadNotice";
import { useLoad } from "../../platform/loading/useLoad";
import { useRequireSession } from "../../platform/session/useRequireSession";
import { getGroup, getGroupBySlug, getGroupTerms } from "./api";
import { ForumNotFound } from "../../components/community/ForumMessages";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

const NewConversationForm = lazy(() => import("./forms/NewConversationForm"));

/** The group of the address: by its slug, or by its number (older links). */
async function groupOf(ref: string): Promise<{ group: GroupView; terms: TermView[] }> {
  const group = /^\d{1,9}$/.test(ref) ? await getGroup(Number(ref)) : await getGroupBySlug(ref);
  return { group, terms: await getGroupTerms(group.Id).catch(() => [] as TermView[]) };
}

export function NewConversationPage({ group: ref }: { group: string }) {
  const session = useRequireSession();
  const { state: load, retry } = useLoad(() => groupOf(ref), {
    key: ref,
    enabled: session.status === "user" && ref !== "",
  });

  // The build renders this client-only route without a group (its HTML is every group's "nieuw"
  // page): it shows the loading state there, as the browser's first render does, not "Deze groep
  // bestaat niet (meer)", which flashed and made React throw the server's HTML away.
  const building = typeof window === "undefined";
  if ((!ref && !building) || (load.status === "failed" && load.statusCode === 404))
    return <ForumNotFound kind="group" />;
  return (
    <div className="forum container container--reading">
      {load.status === "loaded" ? (
        <>
          <BackLink to={forumPaths.group(load.data.group.Slug)}>
            {t("conversation.backTo", { title: load.data.group.Title })}
          </BackLink>
          <h1>{t("newConversation.title", { group: load.data.group.Title })}</h1>
          <Suspense fallback={<p role="status">{t("editor.loading")}</p>}>
            <NewConversationForm
              groupId={load.data.group.Id}
              userId={session.status === "user" ? session.user.Id : ""}
              terms={load.data.terms}
              cancelHref={forumPaths.group(load.data.group.Slug)}
              onCreated={(conversation) =>
                void navigate(forumPaths.conversation(conversation.Group.Slug, conversation.Slug))
              }
            />
          </Suspense>
        </>
      ) : load.status === "connection-error" || load.status === "failed" || load.status === "unauthorized" ? (
        <>
          <h1>{t("newConversation.titlePlain")}</h1>
          {load.status === "unauthorized" ? (
            <p className="alert alert--error" role="alert">
              {t("errors.generic")}
            </p>
          ) : (
            <LoadNotice
              state={load}
              retry={retry}
              failedText={load.status === "failed" ? load.error?.message || undefined : undefined}
            />
          )}
        </>
      ) : (
        <>
          <h1>{t("newConversation.titlePlain")}</h1>
          <p role="status">{t("loading")}</p>
        </>
      )}
    </div>
  );
}
