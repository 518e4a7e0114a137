/**
 * Below a conversation's reactions: for a visitor the invitation to log in or register, for a
 * participant (while the conversation is open) the reaction form, whose editor code loads here.
 */
import { lazy, Suspense } from "react";
import type { ConversationView, ReactionListItem } from "../../domain/community";
import type { QuotedReaction } from "../../components/community/quote";
import { loginPath } from "../../domain/return-url";
import { createReaction } from "./api";
import type { Viewer } from "./useViewer";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

const ReactionForm = lazy(() => import("../../components/community/ReactionForm"));

export interface ReplySectionProps {
  conversation: ConversationView;
  viewer: Viewer;
  /** The page's own address, to come back to after logging in. */
  here: string;
  quoteRequest: { quote: QuotedReaction; request: number } | null;
  onPosted: (item: ReactionListItem, followed: boolean) => void;
}

export function ReplySection({ conversation, viewer, here, quoteRequest, onPosted }: ReplySectionProps) {
  if (viewer.kind === "visitor") {
    return (
      <section className="forum-invite" aria-labelledby="invite-title">
        <h2 id="invite-title">{t("invite.title")}</h2>
        <p>{t("invite.text")}</p>
        <div className="button-row">
          <a className="button button--primary" href={loginPath(here)}>
            {t("invite.login")}
          </a>
          <a className="button button--secondary" href="/registreren">
            {t("invite.register")}
          </a>
        </div>
      </section>
    );
  }
  if (viewer.kind !== "participant" || conversation.Closed) return null;
  return (
    <section className="reaction-section" aria-labelledby="reaction-form-title">
      <h2 id="reaction-form-title">{t("reactionForm.title")}</h2>
      <Suspense fallback={<p role="status">{t("editor.loading")}</p>}>
        <ReactionForm
          conversationId={conversation.Id}
          userId={viewer.userId}
          following={viewer.following}
          quoteRequest={quoteRequest}
          target={{
            send: (body) => createReaction(conversation.Id, body),
            scope: { kind: "reaction", conversationId: conversation.Id },
          }}
          onPosted={onPosted}
        />
      </Suspense>
    </section>
  );
}
