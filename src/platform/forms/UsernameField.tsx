/**
 * A username input (3 to 20 letters and digits): no automatic capitals, corrections or spell check,
 * which would change the name someone types; the browser may offer the saved username.
 */
import { TextField, type TextFieldProps } from "./TextField";

export type UsernameFieldProps = Omit<
  TextFieldProps,
  "type" | "autoComplete" | "autoCapitalize" | "autoCorrect" | "spellCheck"
>;

export function UsernameField(props: UsernameFieldProps) {
  return <TextField {...props} autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} />;
}
