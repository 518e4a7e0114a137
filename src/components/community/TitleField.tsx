/** The conversation title with its counter ("12 van 130 tekens"), read with the field. */
import type { Ref } from "react";
import { CONVERSATION_TITLE_MAX } from "../../domain/limits";
import { TextField } from "../../platform/forms/TextField";
import community from "../../i18n/locales/nl/community.json";
import { textsOf } from "../../i18n/texts";
import { dutchNumber } from "../../domain/dutch-numbers";

const t = textsOf({ community });

export function TitleField({
  id,
  value,
  onValueChange,
  error,
  inputRef,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const length = Array.from(value).length;
  const over = length > CONVERSATION_TITLE_MAX;
  return (
    <TextField
      id={id}
      name="Title"
      label={t("form.title")}
      hint={
        <span className={over ? "counter counter--over" : "counter"}>
          {over
            ? t("form.titleCounterOver", {
                count: dutchNumber(length),
                max: CONVERSATION_TITLE_MAX,
                over: length - CONVERSATION_TITLE_MAX,
              })
            : t("form.titleCounter", { count: dutchNumber(length), max: CONVERSATION_TITLE_MAX })}
        </span>
      }
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoComplete="off"
      inputRef={inputRef}
    />
  );
}
