/** The conversation title with its counter ("12 van 130 tekens"), read with the field. */
import type { Ref } from "react";
import { CONVERSATION_TITLE_MAX } from "../../../domain/limits";
import { TextField } from "../../forms/TextField";
import { ct, dutchNumber } from "../text";

export function TitleField({ id, value, onValueChange, error, inputRef }: { id: string; value: string; onValueChange: (value: string) => void; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  const length = Array.from(value).length;
  const over = length > CONVERSATION_TITLE_MAX;
  return (
    <TextField
      id={id}
      name="Title"
      label={ct("form.title")}
      hint={
        <span className={over ? "counter counter--over" : "counter"}>
          {over
            ? ct("form.titleCounterOver", { count: dutchNumber(length), max: CONVERSATION_TITLE_MAX, over: length - CONVERSATION_TITLE_MAX })
            : ct("form.titleCounter", { count: dutchNumber(length), max: CONVERSATION_TITLE_MAX })}
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
