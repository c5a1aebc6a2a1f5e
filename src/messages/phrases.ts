/**
 * node-polyglot's `t`, as react-admin's ra-i18n-polyglot calls it for one English catalogue
 * with `allowMissing`, in the few lines that case needs. Polyglot, its plural rules for ~60
 * locales and its shims were ~2 kB gzip on every first load of the admin; the admin speaks
 * English only. tests/unit/format/i18nProvider.test.ts checks it answers as polyglot does.
 */

export interface Messages {
  [key: string]: string | Messages;
}

export type Substitutions = number | Record<string, unknown> | undefined;

const PLURAL_DELIMITER = '||||';
const TOKEN = /%\{(.*?)\}/g;

/** Nested messages as polyglot keeps them: `{ ra: { action: { undo } } }` → `ra.action.undo`. */
export function flattenMessages(
  messages: Messages,
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') flattenMessages(value, name, into);
    else into[name] = value;
  }
  return into;
}

/** Polyglot's transformPhrase with English plurals: `smart_count` picks a `||||` form, then `%{x}`. */
function transformPhrase(phrase: string, substitutions: Substitutions): string {
  if (substitutions == null) return phrase;
  const options: Record<string, unknown> =
    typeof substitutions === 'number' ? { smart_count: substitutions } : substitutions;
  let result = phrase;
  if (options.smart_count != null && phrase) {
    const forms = phrase.split(PLURAL_DELIMITER);
    // English (polyglot's "german" group): the second form unless the count is exactly 1.
    result = (forms[options.smart_count !== 1 ? 1 : 0] || forms[0]).trim();
  }
  return result.replace(TOKEN, (expression, name: string) =>
    Object.prototype.hasOwnProperty.call(options, name) && options[name] != null
      ? String(options[name])
      : expression,
  );
}

/** `polyglot.t` with `allowMissing`: an unknown key is shown as it is (after `_`, if given). */
export function phraseTranslator(phrases: Record<string, string>) {
  return (key: string, substitutions?: Substitutions): string => {
    const options = substitutions ?? {};
    if (typeof phrases[key] === 'string') return transformPhrase(phrases[key], options);
    if (typeof options === 'object' && typeof options._ === 'string')
      return transformPhrase(options._, options);
    return transformPhrase(key, options);
  };
}
