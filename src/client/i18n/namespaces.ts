import type { UiLanguage } from '../../shared/constants/ui-languages.js';
import type { MessageNamespace } from '../../shared/pages/pages.js';
import type { enAccount } from './en/account.js';
import type { enAdmin } from './en/admin.js';
import type { MessageKey, MessageParams, Widen } from './messages.js';

/**
 * The catalogue namespaces beside the public site's (which is in the entry, `en/site.ts`): the
 * texts only a signed-in area shows. Each language's file of a namespace loads on its own, when a
 * page that reads it opens (the page table's `namespaces`), so no visitor downloads them.
 */
export type NamespaceMessages = {
  admin: typeof enAdmin;
  account: typeof enAccount;
};

/** t(key, params) over one namespace, typed by its keys. */
export type NamespaceT<N extends MessageNamespace> = (
  key: MessageKey<NamespaceMessages[N]>,
  params?: MessageParams,
) => string;

type Catalogue<N extends MessageNamespace> = Widen<NamespaceMessages[N]>;

const LOADERS: {
  [N in MessageNamespace]: Record<UiLanguage, () => Promise<Catalogue<N>>>;
} = {
  admin: {
    en: async () => (await import('./en/admin.js')).enAdmin,
    ml: async () => (await import('./ml/admin.js')).mlAdmin,
  },
  account: {
    en: async () => (await import('./en/account.js')).enAccount,
    ml: async () => (await import('./ml/account.js')).mlAccount,
  },
};

/**
 * A promise React's `use` can read without suspending once it has settled: React checks a
 * thenable's `status` and `value` (the convention of React 19's `use`), so a catalogue loaded
 * before the page rendered (as the lazy routes do) never shows a fallback.
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const loaded = new Map<string, TrackedPromise<unknown>>();

/** A namespace's catalogue in a language: one download per pair, shared by every caller. */
export function loadNamespace<N extends MessageNamespace>(
  namespace: N,
  language: UiLanguage,
): Promise<Catalogue<N>> {
  const id = `${namespace}:${language}`;
  let promise = loaded.get(id) as TrackedPromise<Catalogue<N>> | undefined;
  if (!promise) {
    const started: TrackedPromise<Catalogue<N>> = LOADERS[namespace][language]();
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason) => {
        started.status = 'rejected';
        started.reason = reason;
        // A failed download (a deploy replaced the chunk, the network dropped) is tried again
        // by the next load rather than remembered.
        loaded.delete(id);
      },
    );
    loaded.set(id, started);
    promise = started;
  }
  return promise;
}

/** Every namespace of a list in a language (what a page reads, before it renders). */
export function loadNamespaces(
  namespaces: readonly MessageNamespace[],
  language: UiLanguage,
): Promise<unknown[]> {
  return Promise.all(namespaces.map((namespace) => loadNamespace(namespace, language)));
}
