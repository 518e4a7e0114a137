/**
 * Reacting to a conversation (POST /conversations/{id}/reactions), optionally quoting a reaction
 * and starting to follow the conversation. The draft (text and quote) is kept per user and
 * conversation in this browser until the reaction is placed; a refused reaction keeps its text with
 * the server's Dutch text at the field ("Deze reactie is te lang. Gebruik niet meer dan 4.000 tekens").
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { ReactionListItem } from "../../domain/community";
import { newReactionBodySchema, type NewReactionBody } from "../../domain/community-bodies";
import { richTextToPlainText, type RichTextDoc } from "../../domain/rich-text/text";
import { CheckboxField } from "../../platform/forms/CheckboxField";
import { FieldError } from "../../platform/forms/FieldError";
import { PersonalDataQuestion, usePersonalDataQuestion } from "../../platform/forms/PersonalDataQuestion";
import { SubmitButton } from "../../platform/forms/SubmitButton";
import { clearDraft, draftKey, loadDraft, saveDraft, type DraftScope } from "../../platform/drafts";
import { RichTextEditor, type RichTextEditorHandle } from "../editor/RichTextEditor";
import { DraftNotice } from "./DraftNotice";
import { useFormSubmit } from "../../platform/forms/useFormSubmit";
import { failureText } from "./failure-text";
import { LoginAgainLink } from "./LoginAgainLink";
import { EMPTY_DOC, type QuotedReaction } from "./quote";
import community from "../../i18n/locales/nl/community.json";
import conversationsTexts from "../../i18n/locales/nl/conversations.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ community });

const FIELDS = ["Body", "QuoteReactionId", "FollowConversation"] as const;
type Field = (typeof FIELDS)[number];

interface ReactionDraft {
  Body: RichTextDoc | null;
  Quote: QuotedReaction | null;
}

export interface ReactionFormProps {
  conversationId: number;
  userId: string;
  /** The caller already follows the conversation: no follow checkbox. */
  following: boolean;
  /** A new value (with a new `request` number) quotes that reaction and moves focus to the text. */
  quoteRequest: { quote: QuotedReaction; request: number } | null;
  onPosted: (item: ReactionListItem, followed: boolean) => void;
  /** How to send (a conversation's reaction or a story's), and where the draft is kept. */
  target: { send: (body: NewReactionBody) => Promise<ReactionListItem>; scope: DraftScope };
}

export default function ReactionForm({
  conversationId,
  userId,
  following,
  quoteRequest,
  onPosted,
  target,
}: ReactionFormProps) {
  const key = draftKey(userId, target.scope);
  const restored = useMemo(() => loadDraft<ReactionDraft>(key), [key]);
  const [body, setBody] = useState<RichTextDoc | null>(restored?.Body ?? null);
  const [quote, setQuote] = useState<QuotedReaction | null>(restored?.Quote ?? null);
  const [follow, setFollow] = useState(false);
  const [showRestored, setShowRestored] = useState(Boolean(restored?.Body));
  const [editorKey, setEditorKey] = useState(0);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const bodyId = `reaction-${conversationId}-Body`;
  const latest = useRef<ReactionDraft>({ Body: body, Quote: quote });
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: (field: Field) => `reaction-${conversationId}-${field}`,
    messages: { conversations: conversationsTexts },
    focus: (first) => {
      if (first === undefined) failureRef.current?.focus();
      else if (first !== "QuoteReactionId") editorRef.current?.focus();
    },
  });
  const { errors, busy } = form;
  const question = usePersonalDataQuestion();

  function store(next: Partial<ReactionDraft>) {
    latest.current = { ...latest.current, ...next };
    if (latest.current.Body || latest.current.Quote) saveDraft(key, latest.current);
    else clearDraft(key);
  }

  useEffect(() => {
    if (!quoteRequest) return;
    setQuote(quoteRequest.quote);
    store({ Quote: quoteRequest.quote });
    editorRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- store() only writes the draft; each quote request (its number) is taken once
  }, [quoteRequest?.request]);

  function discardDraft() {
    clearDraft(key);
    latest.current = { Body: null, Quote: null };
    setBody(null);
    setQuote(null);
    setEditorKey((n) => n + 1);
    setShowRestored(false);
  }

  async function onSubmit(event?: FormEvent, anyway = false) {
    event?.preventDefault();
    const request = {
      Body: body ?? EMPTY_DOC,
      QuoteReactionId: quote?.Id ?? 0,
      FollowConversation: !following && follow,
    };
    const parsed = form.check(newReactionBodySchema, request);
    if (!parsed || !question.mayGo(richTextToPlainText(parsed.Body), anyway)) return;
    await form.send(async () => {
      const item = await target.send(request);
      clearDraft(key);
      latest.current = { Body: null, Quote: null };
      setBody(null);
      setQuote(null);
      setFollow(false);
      setShowRestored(false);
      setEditorKey((n) => n + 1);
      onPosted(item, request.FollowConversation);
    });
  }

  return (
    <form className="form forum-form reaction-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {showRestored ? <DraftNotice text={t("draft.restoredReaction")} onDiscard={discardDraft} /> : null}
      {quote ? (
        <div className={errors.QuoteReactionId ? "reaction-form__quote field--invalid" : "reaction-form__quote"}>
          {errors.QuoteReactionId ? (
            <FieldError id={`reaction-${conversationId}-QuoteReactionId-error`} message={errors.QuoteReactionId} />
          ) : null}
          <p className="reaction-form__quote-title">{t("reactionForm.quoting", { name: quote.Username })}</p>
          <blockquote className="reaction__quote">
            <p className="reaction__quote-text">{quote.Text}</p>
          </blockquote>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setQuote(null);
              store({ Quote: null });
              editorRef.current?.focus();
            }}
          >
            {t("reactionForm.removeQuote")}
          </button>
        </div>
      ) : null}
      <RichTextEditor
        key={editorKey}
        ref={editorRef}
        id={bodyId}
        label={t("reactionForm.label")}
        hint={t("reactionForm.hint")}
        error={errors.Body}
        initialContent={body}
        onChange={(doc) => {
          setBody(doc);
          store({ Body: doc });
        }}
      />
      {following ? null : (
        <CheckboxField
          id={`reaction-${conversationId}-FollowConversation`}
          name="FollowConversation"
          label={t("reactionForm.follow")}
          checked={follow}
          onCheckedChange={setFollow}
          error={errors.FollowConversation}
        />
      )}
      <PersonalDataQuestion
        kinds={question.kinds}
        onSendAnyway={() => void onSubmit(undefined, true)}
        onEdit={() => {
          question.dismiss();
          editorRef.current?.focus();
        }}
      />
      {form.failure ? (
        <div className="alert alert--error" role="alert" tabIndex={-1} ref={failureRef}>
          <p>{failureText(form.failure)}</p>
          <LoginAgainLink failure={form.failure} />
        </div>
      ) : null}
      <div>
        <SubmitButton busy={busy}>{t("reactionForm.submit")}</SubmitButton>
      </div>
    </form>
  );
}
