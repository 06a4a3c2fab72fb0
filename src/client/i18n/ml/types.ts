import type { enPages } from '../en/pages.js';
import type { en } from '../en/site.js';
import type { Widen } from '../messages.js';

/*
 * The shapes the Malayalam site catalogue's two files must fill: the English catalogue's keys
 * exactly, every text a string. `satisfies` on each file turns a missing or an extra key into a
 * type error; catalogues.test.ts checks the same at run time for every namespace.
 */
export type CommonMessages = Widen<Omit<typeof en, keyof typeof enPages>>;
export type PageMessages = Widen<typeof enPages>;
