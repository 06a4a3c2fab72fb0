import type { en } from './en/site.js';
import type { MessageKey, MessageParams, MessageTree, Plural, Widen } from './messages.js';

/** Every catalogue (English now, Malayalam later) has the English catalogue's shape. */
export type Messages = Widen<typeof en>;
export type TKey = MessageKey<typeof en>;
export type Translate = (key: TKey, params?: MessageParams) => string;

function isPlural(value: unknown): value is Plural {
  return typeof value === 'object' && value !== null && 'one' in value && 'other' in value;
}

function lookup(messages: MessageTree, key: string): string | Plural | undefined {
  let node: MessageTree | string | Plural | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || isPlural(node)) return undefined;
    node = (node as MessageTree)[part];
  }
  return node as string | Plural | undefined;
}

function interpolate(text: string, params: MessageParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Builds t(key, params) over one catalogue; plural texts pick their form from params.count. */
export function createTranslator(messages: Messages, locale: string): Translate {
  const plurals = new Intl.PluralRules(locale);
  return (key, params) => {
    const found = lookup(messages as MessageTree, key);
    if (found === undefined) return key;
    if (isPlural(found)) {
      const count = Number(params?.count ?? 0);
      return interpolate(plurals.select(count) === 'one' ? found.one : found.other, params);
    }
    return interpolate(found, params);
  };
}
