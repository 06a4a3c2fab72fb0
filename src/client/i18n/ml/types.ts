import type { en } from '../en.js';
import type { enPages } from '../en-pages.js';
import type { Widen } from '../messages.js';

/*
 * The shapes the Malayalam staging catalogues must fill: the English catalogue's keys exactly,
 * every text a string. `satisfies` on each file turns a missing or an extra key into a type
 * error; the lead moves these texts into the per-language namespaces (issue 12) key for key.
 */
export type CommonMessages = Widen<Omit<typeof en, keyof typeof enPages>>;
export type PageMessages = Widen<typeof enPages>;
