/** Fills `{{name}}` placeholders, i18next style (escaping is React's job). */
export function interpolate(text: string, vars?: Record<string, string | number | null | undefined>): string {
  return vars ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
}
