/**
 * Adding a photo to a story, under the editor's toolbar: choose a file, describe it (required: the
 * alt text), "Foto invoegen". The server checks the content, the size (at most 4 MB) and strips
 * EXIF; its Dutch text shows at the file field. Nothing is inserted until the upload succeeded.
 */
import { useRef, useState } from "react";
import { STORY_IMAGE_ALT_MAX, STORY_IMAGE_MAX_BYTES } from "../../../domain/stories";
import { STORY_IMAGE_NODE } from "../../../domain/rich-text/story-image";
import { FieldError } from "../../../platform/forms/FieldError";
import { TextField } from "../../../platform/forms/TextField";
import { ApiError } from "../../../platform/http";
import { uploadStoryImage } from "../api";
import stories from "../../../i18n/locales/nl/stories.json";
import { textsOf } from "../../../i18n/texts";

const t = textsOf({ stories });

export interface ImagePanelProps {
  idBase: string;
  insert: (node: { type: string; attrs: Record<string, unknown> }) => void;
  close: () => void;
}

export function ImagePanel({ idBase, insert, close }: ImagePanelProps) {
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ image?: string; alt?: string }>({});
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const fileId = `${idBase}-file`;

  async function add() {
    if (busy) return;
    const file = fileRef.current?.files?.[0];
    const text = alt.trim();
    const found = {
      image: !file ? t("image.notAnImage") : file.size > STORY_IMAGE_MAX_BYTES ? t("image.tooLarge") : undefined,
      alt: !text
        ? t("image.altRequired")
        : Array.from(text).length > STORY_IMAGE_ALT_MAX
          ? t("image.altTooLong")
          : undefined,
    };
    setErrors(found);
    if (found.image) return fileRef.current?.focus();
    if (found.alt) return altRef.current?.focus();
    setBusy(true);
    try {
      const upload = await uploadStoryImage(file!);
      insert({
        type: STORY_IMAGE_NODE,
        attrs: { path: upload.Path, alt: text, src: upload.Src, srcset: upload.Srcset },
      });
    } catch (error) {
      setErrors({
        image: error instanceof ApiError ? (error.fieldError("image") ?? error.message) : t("errors.generic"),
      });
      fileRef.current?.focus();
      setBusy(false);
    }
  }

  return (
    <div className="image-panel" role="group" aria-labelledby={`${idBase}-title`}>
      <p className="image-panel__title" id={`${idBase}-title`}>
        {t("image.add")}
      </p>
      <div className={errors.image ? "field field--invalid" : "field"}>
        <label className="field__label" htmlFor={fileId}>
          {t("image.chooseLabel")}
        </label>
        {errors.image ? <FieldError id={`${fileId}-error`} message={errors.image} /> : null}
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="field__file"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={errors.image ? `${fileId}-error` : undefined}
        />
      </div>
      <TextField
        id={`${idBase}-alt`}
        name="alt"
        label={t("image.altLabel")}
        hint={t("image.altHint")}
        value={alt}
        onValueChange={setAlt}
        error={errors.alt}
        inputRef={altRef}
        autoComplete="off"
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy || undefined}
          onClick={() => void add()}
        >
          {busy ? t("image.uploading") : t("image.insert")}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {t("write.cancel")}
        </button>
      </div>
    </div>
  );
}
