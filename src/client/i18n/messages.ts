/** A count-dependent text: Intl.PluralRules picks the form. */
export type Plural = { one: string; other: string };

/** The shape every catalogue has: nested groups of texts and plural texts. */
export type MessageTree = { readonly [key: string]: string | Plural | MessageTree };

/** Turns a literal catalogue type into one another language can fill with its own texts. */
export type Widen<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]>;
};

type Leaf = string | Plural;

/** Dotted paths to every text of a catalogue, e.g. 'home.showingCount'. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? K
    : T[K] extends MessageTree
      ? `${K}.${MessageKey<T[K]>}`
      : never;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;
