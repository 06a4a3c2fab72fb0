import { TITLES, type Title } from '../constants/titles.js';

/** Spellings seen in the federation's data, keyed by letters only, lower case. */
const TITLE_VARIANTS: Record<string, Title> = {
  achlr: 'Acu Hr.',
  achr: 'Acu Hr.',
  acuhr: 'Acu Hr.',
  acuhlr: 'Acu Hr.',
  acuhealer: 'Acu Hr.',
  achealer: 'Acu Hr.',
  acupuncturehealer: 'Acu Hr.',
  dr: 'Dr',
  doctor: 'Dr',
  prof: 'Prof',
  professor: 'Prof',
  mr: 'Mr',
  mrs: 'Mrs',
  ms: 'Ms',
};

/** One title in its canonical spelling ('Ac.Hlr', 'acu hr' → 'Acu Hr.'); unknown titles are kept trimmed. */
export function normaliseTitle(raw: string): string {
  const key = raw.toLowerCase().replace(/[^a-z]/g, '');
  return TITLE_VARIANTS[key] ?? raw.trim().replace(/\s+/g, ' ');
}

const rank = (title: string) => {
  const index = (TITLES as readonly string[]).indexOf(title);
  return index === -1 ? TITLES.length : index;
};

/** Titles in display order: Acu Hr., Dr, Prof, then Mr, Mrs, Ms, then any others as given. */
export function sortTitles(titles: readonly string[]): string[] {
  return titles
    .map((title, index) => ({ title, index }))
    .sort((a, b) => rank(a.title) - rank(b.title) || a.index - b.index)
    .map(({ title }) => title);
}

/** Canonical, distinct, non-empty titles in display order, as they are stored. */
export function normaliseTitles(titles: readonly string[] | null | undefined): string[] {
  const distinct = new Set<string>();
  for (const title of titles ?? []) {
    const normalised = normaliseTitle(title);
    if (normalised !== '') distinct.add(normalised);
  }
  return sortTitles([...distinct]);
}

/** Titles and name as one display name, e.g. 'Acu Hr. Dr Anil Kumar'. */
export function displayName(titles: readonly string[] | null | undefined, name: string): string {
  return [...normaliseTitles(titles), name.trim()].filter((part) => part !== '').join(' ');
}

const titleOf = (...words: string[]): Title | undefined =>
  TITLE_VARIANTS[
    words
      .join('')
      .toLowerCase()
      .replace(/[^a-z]/g, '')
  ];

/**
 * The known titles a name is written with at its start, and the rest: 'Acu Hr. Dr Anil' →
 * { titles: ['Acu Hr.', 'Dr'], rest: 'Anil' } (team members keep their titles in the name).
 * The last word is always left as the name.
 */
export function splitLeadingTitles(name: string): { titles: Title[]; rest: string } {
  const words = name.trim().split(/\s+/);
  const titles: Title[] = [];
  let index = 0;
  while (index < words.length - 1) {
    const single = titleOf(words[index]!);
    // 'Acu Hr.' is two words and one title.
    const pair = index < words.length - 2 ? titleOf(words[index]!, words[index + 1]!) : undefined;
    if (single) {
      titles.push(single);
      index += 1;
    } else if (pair) {
      titles.push(pair);
      index += 2;
    } else break;
  }
  return { titles, rest: words.slice(index).join(' ') };
}
