/**
 * YAML as Drupal's configuration files are written: two-space indents, maps and lists in block
 * style, every string single-quoted (Symfony's parser and any other read it the same way), empty
 * maps as `{  }` and empty lists as `[]`, like a `drush config:export`.
 */
export type YamlValue = string | number | boolean | null | YamlValue[] | { [key: string]: YamlValue };

const PLAIN_KEY = /^[A-Za-z0-9_.-]+$/;

function scalar(value: string | number | boolean | null): string {
  if (value === null) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function key(name: string): string {
  return PLAIN_KEY.test(name) && !/^[0-9.]+$/.test(name) ? name : scalar(name);
}

function isEmpty(value: YamlValue): string | null {
  if (Array.isArray(value)) return value.length === 0 ? "[]" : null;
  if (value !== null && typeof value === "object") return Object.keys(value).length === 0 ? "{  }" : null;
  return null;
}

function lines(value: YamlValue, indent: string): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const empty = isEmpty(item);
      if (item === null || typeof item !== "object" || empty)
        return [`${indent}- ${empty ?? scalar(item as string | number | boolean | null)}`];
      const inner = lines(item, `${indent}  `);
      return [`${indent}- ${inner[0]!.trimStart()}`, ...inner.slice(1)];
    });
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => {
      const empty = isEmpty(item);
      if (item === null || typeof item !== "object" || empty)
        return [`${indent}${key(name)}: ${empty ?? scalar(item as string | number | boolean | null)}`];
      return [`${indent}${key(name)}:`, ...lines(item, `${indent}  `)];
    });
  }
  return [`${indent}${scalar(value)}`];
}

export function toYaml(value: { [key: string]: YamlValue }): string {
  return `${lines(value, "").join("\n")}\n`;
}
