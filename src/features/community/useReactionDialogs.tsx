/**
 * The conversation page's two dialogs: reporting the conversation or a reaction (its form code loads
 * when "Melden" is pressed) and confirming the deletion of an own reaction. `report` and `remove`
 * open them; `dialogs` renders the one that is open.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { ReactionListItem } from "../../domain/community";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { ApiError } from "../../platform/http";
import { deleteReaction, reportConversation } from "./api";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

// Opened by "Melden" only: its form code (zod) stays out of the page's first files.
const ReportDialog = lazy(() =>
  import("../../components/community/ReportDialog").then((module) => ({ default: module.ReportDialog })),
);

export interface ReactionDialogsOptions {
  conversationId: number;
  /** A report was sent: its text goes beside the conversation (no reaction) or the reaction. */
  onReported: (reactionId: number | undefined, text: string) => void;
  /** The reaction is deleted on the server. */
  onDeleted: (item: ReactionListItem) => void;
}

export function useReactionDialogs({ conversationId, onReported, onDeleted }: ReactionDialogsOptions) {
  const [reporting, setReporting] = useState<{ reactionId?: number } | null>(null);
  const [deleting, setDeleting] = useState<{ item: ReactionListItem; busy: boolean; error: string | null } | null>(
    null,
  );

  const dialogs: ReactNode = (
    <>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            conversationId={conversationId}
            reactionId={reporting.reactionId}
            send={(body) => reportConversation(conversationId, body)}
            onClose={() => setReporting(null)}
            onReported={(text) => {
              setReporting(null);
              onReported(reporting.reactionId, text);
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t("delete.title")}
          text={t("delete.text")}
          confirmLabel={t("delete.confirm")}
          cancelLabel={t("actions.cancel")}
          busy={deleting.busy}
          error={deleting.error}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const { item } = deleting;
            setDeleting({ ...deleting, busy: true, error: null });
            deleteReaction({ Id: item.Reaction.Id, ConversationId: conversationId }).then(
              () => {
                setDeleting(null);
                onDeleted(item);
              },
              (error: unknown) =>
                setDeleting({
                  item,
                  busy: false,
                  error: error instanceof ApiError ? error.message : t("errors.generic"),
                }),
            );
          }}
        />
      ) : null}
    </>
  );

  return {
    report: (reactionId?: number) => setReporting(reactionId === undefined ? {} : { reactionId }),
    remove: (item: ReactionListItem) => setDeleting({ item, busy: false, error: null }),
    dialogs,
  };
}
