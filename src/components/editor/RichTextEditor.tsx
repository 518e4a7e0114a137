/**
 * The rich-text editor of conversations and reactions: Tiptap with THE extension list of
 * src/domain/rich-text/extensions.ts (so the server accepts exactly what it makes), a visible,
 * labelled toolbar, a label, hint and error tied to the editable area, and a live character counter
 * that counts the text (markup never counts, like the server's 4,000-character check).
 *
 * Accessibility: the editable area is a labelled multi-line textbox (aria-labelledby the visible
 * label, aria-describedby hint, error, counter and shortcuts); the toolbar is one tab stop (arrow
 * keys move between buttons, WAI-ARIA toolbar pattern), every button has a visible word, is at least
 * 44 px, says its state with aria-pressed and its shortcut with aria-keyshortcuts; formatting changes
 * and crossing the limit are announced politely. "Dicteer" (where the browser has speech
 * recognition, useDictation.ts) types what the writer says in Dutch; the phone keyboard's own
 * dictation and screen readers work on the native contenteditable too. Loaded only by the forms (React.lazy), never by reading pages.
 */
import type { AnyExtension } from "@tiptap/core";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode } from "react";
import { REACTION_MAX } from "../../domain/limits";
import { richTextExtensions } from "../../domain/rich-text/extensions";
import { richTextLength, type RichTextDoc } from "../../domain/rich-text/text";
import { FieldError } from "../../platform/forms/FieldError";
import { Toolbar } from "./EditorToolbar";
import { LinkForm } from "./LinkForm";
import { useDictation } from "./useDictation";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";
import { dutchNumber } from "../../domain/dutch-numbers";

const t = textsOf({ community });

export interface RichTextEditorHandle {
  focus(): void;
  clear(): void;
}

export interface RichTextEditorProps {
  /** Id of the editable area (error summaries link to it). */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  initialContent?: RichTextDoc | null;
  max?: number;
  onChange?: (doc: RichTextDoc, length: number) => void;
  /** Another extension list (stories add their image node); the server checks against the same. */
  extensions?: AnyExtension[];
  /** An extra toolbar button that opens a panel under the toolbar (stories: add a photo). */
  panel?: {
    label: string;
    render: (insert: (node: { type: string; attrs: Record<string, unknown> }) => void, close: () => void) => ReactNode;
  };
}

type Mark = "bold" | "italic" | "bulletList" | "orderedList" | "blockquote" | "link";

const isMac = () =>
  typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
/** A touch screen without a mouse (a phone, a tablet): no keyboard shortcuts to hint at. */
const touchOnly = () =>
  typeof window !== "undefined" &&
  typeof window.matchMedia === "function" &&
  window.matchMedia("(hover: none) and (pointer: coarse)").matches;

interface ToolbarButton {
  mark: Mark;
  label: string;
  /** aria-keyshortcuts value. */
  keys: string;
  run: (editor: Editor) => void;
}

const BUTTONS: ToolbarButton[] = [
  { mark: "bold", label: "editor.bold", keys: "Control+B Meta+B", run: (e) => e.chain().focus().toggleBold().run() },
  {
    mark: "italic",
    label: "editor.italic",
    keys: "Control+I Meta+I",
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    mark: "bulletList",
    label: "editor.bulletList",
    keys: "Control+Shift+8 Meta+Shift+8",
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    mark: "orderedList",
    label: "editor.orderedList",
    keys: "Control+Shift+7 Meta+Shift+7",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    mark: "blockquote",
    label: "editor.blockquote",
    keys: "Control+Shift+B Meta+Shift+B",
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(function RichTextEditor(
  { id, label, hint, error, initialContent, max = REACTION_MAX, onChange, extensions = richTextExtensions, panel },
  ref,
) {
  const base = useId().replace(/:/g, "");
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const counterId = `${id}-counter`;
  const [keysShown] = useState(() => !touchOnly());
  const keysId = keysShown ? `${id}-keys` : undefined;
  const describedBy = [hintId, errorId, counterId, keysId].filter(Boolean).join(" ");
  const [length, setLength] = useState(() => (initialContent ? richTextLength(initialContent) : 0));
  const [announcement, setAnnouncement] = useState("");
  const [linkOpen, setLinkOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const openLinkRef = useRef<() => void>(() => undefined);
  const overRef = useRef(length > max);

  const editor = useEditor({
    extensions,
    content: initialContent ?? "",
    immediatelyRender: false,
    editorProps: {
      attributes: editableAttributes(id, labelId, describedBy, Boolean(error)),
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          openLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const doc = current.getJSON() as RichTextDoc;
      const next = richTextLength(doc);
      setLength(next);
      const over = next > max;
      if (over !== overRef.current) {
        overRef.current = over;
        setAnnouncement(over ? t("editor.overLimit", { count: next - max }) : t("editor.backUnderLimit"));
      }
      onChangeRef.current?.(doc, next);
    },
  });

  // The error and descriptions change after a submit: keep the editable area's attributes current.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: editableAttributes(id, labelId, describedBy, Boolean(error)),
      },
    });
  }, [editor, id, labelId, describedBy, error]);

  // focus() may come before the editor exists (the form just loaded): do it once it does.
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (editor && pendingFocus.current) {
      pendingFocus.current = false;
      editor.commands.focus("end");
    }
  }, [editor]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (editor) editor.commands.focus("end");
        else pendingFocus.current = true;
      },
      clear: () => {
        editor?.commands.clearContent(true);
      },
    }),
    [editor],
  );

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            blockquote: current.isActive("blockquote"),
            link: current.isActive("link"),
          }
        : null,
  });

  openLinkRef.current = () => setLinkOpen(true);
  const over = length > max;
  const mac = isMac();

  const dictation = useDictation(
    (text) => editor?.chain().focus().insertContent(text).run(),
    (key) => setAnnouncement(t(`editor.dictation.${key}`)),
  );

  function press(button: ToolbarButton) {
    if (!editor) return;
    const wasOn = editor.isActive(button.mark);
    button.run(editor);
    setAnnouncement(t(wasOn ? "editor.off" : "editor.on", { name: t(button.label) }));
  }

  return (
    <div className={error ? "field rte field--invalid" : "field rte"}>
      <span className="field__label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <div className={over ? "rte__box rte__box--over" : "rte__box"}>
        <Toolbar
          controls={id}
          label={t("editor.toolbar", { label })}
          buttons={[
            ...BUTTONS.map((button) => ({
              key: button.mark,
              text: t(button.label),
              pressed: Boolean(active?.[button.mark]),
              keys: button.keys,
              className: `rte__button rte__button--${button.mark}`,
              onPress: () => press(button),
            })),
            {
              key: "link",
              text: t("editor.link"),
              pressed: Boolean(active?.link),
              keys: "Control+K Meta+K",
              className: "rte__button rte__button--link",
              onPress: () => setLinkOpen((open) => !open),
            },
            ...(dictation.supported
              ? [
                  {
                    key: "dictation",
                    text: t("editor.dictation.button"),
                    pressed: dictation.listening,
                    keys: "",
                    className: "rte__button rte__button--dictation",
                    onPress: dictation.toggle,
                  },
                ]
              : []),
            ...(panel
              ? [
                  {
                    key: "panel",
                    text: panel.label,
                    pressed: panelOpen,
                    keys: "",
                    className: "rte__button rte__button--panel",
                    onPress: () => setPanelOpen((open) => !open),
                  },
                ]
              : []),
          ]}
        />
        {dictation.errorKey ? (
          <p className="rte__dictation-error" role="alert">
            {t(`editor.dictation.errors.${dictation.errorKey}`)}
          </p>
        ) : null}
        {panel && panelOpen && editor
          ? panel.render(
              (node) => {
                editor.chain().focus().insertContent(node).run();
                setPanelOpen(false);
              },
              () => {
                setPanelOpen(false);
                editor.commands.focus();
              },
            )
          : null}
        {linkOpen && editor ? (
          <LinkForm
            idBase={`${base}-link`}
            editor={editor}
            onDone={(message) => {
              setLinkOpen(false);
              if (message) setAnnouncement(message);
              editor.commands.focus();
            }}
          />
        ) : null}
        {editor ? (
          <EditorContent editor={editor} className="rte__content" />
        ) : (
          <div className="rte__content rte__content--loading" aria-hidden="true" />
        )}
      </div>
      <p className={over ? "rte__counter rte__counter--over" : "rte__counter"} id={counterId}>
        {over
          ? t("editor.counterOver", {
              count: dutchNumber(length),
              max: dutchNumber(max),
              over: dutchNumber(length - max),
            })
          : t("editor.counter", { count: dutchNumber(length), max: dutchNumber(max) })}
      </p>
      {keysShown ? (
        <p className="rte__keys" id={keysId}>
          {t(mac ? "editor.shortcutsMac" : "editor.shortcuts")}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
});

function editableAttributes(
  id: string,
  labelId: string,
  describedBy: string,
  invalid: boolean,
): Record<string, string> {
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    "aria-describedby": describedBy,
    class: "rte__editable rich-text",
    lang: "nl",
    spellcheck: "true",
  };
  if (invalid) attributes["aria-invalid"] = "true";
  return attributes;
}
