/** An e-mail address input: the e-mail keyboard and autofill, no capitals or spelling help. */
import { TextField, type TextFieldProps } from "./TextField";

export type EmailFieldProps = Omit<
  TextFieldProps,
  "type" | "inputMode" | "autoComplete" | "autoCapitalize" | "spellCheck"
>;

export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
