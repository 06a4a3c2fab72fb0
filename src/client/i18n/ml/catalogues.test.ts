import { describe, expect, it } from 'vitest';
import { accountEn } from '../en/account.js';
import { adminEn } from '../en/admin.js';
import { enPages } from '../en/pages.js';
import { en } from '../en/site.js';
import { mlAccount } from './account.js';
import { mlAdmin } from './admin.js';
import { mlCommon } from './common.js';
import { mlPages } from './pages.js';

const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Texts that read the same in Malayalam: brand and network names, a bare number or name. */
const SAME_IN_BOTH = new Set([
  'org.shortName',
  'org.product',
  'meta.healer',
  'social.facebook',
  'social.instagram',
  'social.linkedin',
  'social.x',
  'social.twitter',
  'social.youtube',
  'home.statValue',
  // An amount in rupees reads the same in both languages.
  'visit.feeRangeShort',
  'visit.feeOneShort',
  'fields.facebook',
  'fields.instagram',
  'fields.twitter',
  'fields.linkedin',
  'fields.youtube',
]);

/** Every text of a catalogue by its dotted key. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value as object, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const { ...enCommon } = en as Record<string, unknown>;
for (const key of Object.keys(enPages)) delete enCommon[key];

describe.each([
  ['common', enCommon, mlCommon],
  ['pages', enPages, mlPages],
  ['admin', adminEn, mlAdmin],
  ['account', accountEn, mlAccount],
] as const)('the Malayalam %s catalogue', (_name, english, malayalam) => {
  const englishTexts = leaves(english);
  const malayalamTexts = leaves(malayalam);

  it('has exactly the English keys', () => {
    expect([...malayalamTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
  });

  it('writes every text in Malayalam, or keeps a brand name as it is', () => {
    for (const [key, english] of englishTexts) {
      const text = malayalamTexts.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      if (SAME_IN_BOTH.has(key)) expect(text, key).toBe(english);
      else expect(text, key).toMatch(MALAYALAM);
    }
  });

  it('keeps every placeholder of the English text', () => {
    for (const [key, english] of englishTexts) {
      expect(placeholders(malayalamTexts.get(key) ?? ''), key).toEqual(placeholders(english));
    }
  });
});
