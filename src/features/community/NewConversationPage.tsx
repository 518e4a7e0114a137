/**
 * /ontmoet-elkaar/gesprekken/{group_slug}/nieuw/ (or, for older links, {groupId}): starting a
 * conversation in a group. Needs a session
 * (otherwise the login page, coming back here); the form with the editor is its own chunk.
 */
import { navigate } from "gatsby";
import { lazy, Suspense, useEffect, useState } from "react";
import { forumPaths, type GroupView, type TermView } from "../../domain/community";
import { ApiError } from "../http";
import { useRequireSession } from "../session/useRequireSession";
import { getGroup, getGroupBySlug, getGroupTerms } from "./api";
import { ForumNotFound } from "./ForumMessages";
import { ct } from "./text";

const NewConversationForm = lazy(() => import("./forms/NewConversationForm"));

type Load = { status: "loading" } | { status: "notFound" } | { status: "failed"; message: string } | { status: "ok"; group: GroupView; terms: TermView[] };

/** The group of the address: by its slug, or by its number (older links). */
async function groupOf(ref: string): Promise<{ group: GroupView; terms: TermView[] }> {
  const group = /^\d{1,9}$/.test(ref) ? await getGroup(Number(ref)) : await getGroupBySlug(ref);
  return { group, terms: await getGroupTerms(group.Id).catch(() => [] as TermView[]) };
}

export function NewConversationPage({ group: ref }: { group: string }) {
  const session = useRequireSession();
  const [load, setLoad] = useState<Load>({ status: "loading" });

  useEffect(() => {
    if (session.status !== "user") return;
    if (!ref) {
      setLoad({ status: "notFound" });
      return;
    }
    let live = true;
    groupOf(ref).then(
      ({ group, terms }) => live && setLoad({ status: "ok", group, terms }),
      (error: unknown) =>
        live && setLoad(error instanceof ApiError && error.status === 404 ? { status: "notFound" } : { status: "failed", message: error instanceof ApiError ? error.message : ct("errors.generic") }),
    );
    return () => {
      live = false;
    };
  }, [session.status, ref]);

  if (load.status === "notFound") return <ForumNotFound kind="group" />;
  return (
    <div className="forum container container--reading">
      {load.status === "ok" ? (
        <>
          <nav className="breadcrumb" aria-label={ct("conversation.breadcrumb")}>
            <a className="breadcrumb__back" href={forumPaths.group(load.group.Slug)}>
              <span aria-hidden="true">←</span>
              {ct("conversation.backTo", { title: load.group.Title })}
            </a>
          </nav>
          <h1>{ct("newConversation.title", { group: load.group.Title })}</h1>
          <Suspense fallback={<p role="status">{ct("editor.loading")}</p>}>
            <NewConversationForm
              groupId={load.group.Id}
              userId={session.status === "user" ? session.user.Id : ""}
              terms={load.terms}
              cancelHref={forumPaths.group(load.group.Slug)}
              onCreated={(conversation) => void navigate(forumPaths.conversation(conversation.Group.Slug, conversation.Slug))}
            />
          </Suspense>
        </>
      ) : load.status === "failed" ? (
        <>
          <h1>{ct("newConversation.titlePlain")}</h1>
          <p className="alert alert--error" role="alert">
            {load.message}
          </p>
        </>
      ) : (
        <>
          <h1>{ct("newConversation.titlePlain")}</h1>
          <p role="status">{ct("loading")}</p>
        </>
      )}
    </div>
  );
}
