// The shape of a translation: the English catalogue's keys, each a string in the language.
// Placeholders (`{name}`) stay exactly as in English; counts use the plural form described in
// docs/translating.md.
import type { MessageKey } from './catalogue';

export type LocaleMessages = Partial<Record<MessageKey, string>>;
