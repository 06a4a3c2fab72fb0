import { describe, expect, it } from 'vitest';
import type { AuditChange } from '../../../shared/schemas/audit.js';
import { enAccount } from '../../i18n/en/account.js';
import { enAdmin } from '../../i18n/en/admin.js';
import { en } from '../../i18n/en/site.js';
import { englishFormatters } from '../../i18n/format.js';
import { mlAccount } from '../../i18n/ml/account.js';
import { mlAdmin } from '../../i18n/ml/admin.js';
import { mlFormatters, mlSite } from '../../i18n/ml/site.js';
import type { NamespaceT } from '../../i18n/namespaces.js';
import { createTranslator, type Messages } from '../../i18n/translator.js';
import { type AuditWords, auditChangeWords } from './audit-fields.js';

/** The catalogues of a language, read as the page reads them. */
function wordsIn(language: 'en' | 'ml'): AuditWords {
  const tree = (messages: unknown) => createTranslator(messages as Messages, language);
  return {
    admin: tree(language === 'en' ? enAdmin : mlAdmin) as unknown as NamespaceT<'admin'>,
    account: tree(language === 'en' ? enAccount : mlAccount) as unknown as NamespaceT<'account'>,
    site: tree(language === 'en' ? en : mlSite),
    format: language === 'en' ? englishFormatters : mlFormatters,
    timeZone: 'Asia/Kolkata',
  };
}

/** "label: from → to" of each change of an entry about a record of `kind`; left-out ones absent. */
const read = (language: 'en' | 'ml', kind: string, changes: AuditChange[]) =>
  changes.flatMap((change) => {
    const words = auditChangeWords(wordsIn(language), kind, change);
    return words ? [`${words.label}: ${words.from} → ${words.to}`] : [];
  });

const MORNING = { morningStart: '09:00', morningEnd: '13:00' };
const TIMINGS_CHANGE: AuditChange = {
  field: 'clinicTimings',
  from: [
    { day: 'Monday', isOpen: true, ...MORNING },
    { day: 'Tuesday', isOpen: true, ...MORNING },
  ],
  to: [
    { day: 'Monday', isOpen: true, ...MORNING, eveningStart: '17:00', eveningEnd: '19:30' },
    { day: 'Tuesday', isOpen: true, ...MORNING },
  ],
};
const REPORT_CREATED: AuditChange[] = [
  { field: 'healerId', from: null, to: 'hAEtq2Zk9' },
  { field: 'reason', from: null, to: 'phone' },
  { field: 'status', from: null, to: 'open' },
];
const HEALER_CHANGES: AuditChange[] = [
  { field: 'verificationChecks', from: [], to: ['membership', 'training', 'identity'] },
  { field: 'remindedAt', from: null, to: '2026-12-02T06:35:00.000Z' },
  { field: 'stepFree', from: true, to: null },
  { field: 'gender', from: null, to: 'woman' },
];

describe('auditChangeWords: each value as the form shows it', () => {
  it('writes clinic timings as the profile does, only the days that changed', () => {
    expect(read('en', 'healer', [TIMINGS_CHANGE])).toEqual([
      'Clinic timings: Monday: Morning: 9:00 AM - 1:00 PM → Monday: Morning: 9:00 AM - 1:00 PM, Evening: 5:00 PM - 7:30 PM',
    ]);
    expect(read('ml', 'healer', [TIMINGS_CHANGE])).toEqual([
      'ക്ലിനിക് സമയം: തിങ്കൾ: രാവിലെ 9:00 - ഉച്ചയ്ക്ക് 1:00 → തിങ്കൾ: രാവിലെ 9:00 - ഉച്ചയ്ക്ക് 1:00, വൈകുന്നേരം 5:00 - രാത്രി 7:30',
    ]);
  });

  it('names a report’s reason and status by their labels and leaves out the healer’s id', () => {
    expect(read('en', 'report', REPORT_CREATED)).toEqual([
      'What is wrong: (empty) → Phone number is wrong',
      'Status: (empty) → Open',
    ]);
    expect(read('en', 'report', [{ field: 'status', from: 'open', to: 'resolved' }])).toEqual([
      'Status: Open → Resolved',
    ]);
    expect(
      read('ml', 'report', [...REPORT_CREATED, { field: 'status', from: 'open', to: 'resolved' }]),
    ).toEqual([
      'എന്താണ് തെറ്റ്: (ശൂന്യം) → ഫോൺ നമ്പർ തെറ്റാണ്',
      'നില: (ശൂന്യം) → തീർപ്പാകാത്തത്',
      'നില: തീർപ്പാകാത്തത് → പരിഹരിച്ചത്',
    ]);
  });

  it('says checks, times, not-said answers and genders in words, in both languages', () => {
    expect(read('en', 'healer', HEALER_CHANGES)).toEqual([
      'What the federation checked: (empty) → Federation membership, Training certificate, Identity document',
      'Reminder sent: (empty) → 2 December 2026, 12:05 PM',
      'Step-free: Yes → Not said',
      'Gender: Prefer not to say → Woman',
    ]);
    expect(read('ml', 'healer', HEALER_CHANGES)).toEqual([
      'ഫെഡറേഷൻ പരിശോധിച്ചവ: (ശൂന്യം) → ഫെഡറേഷൻ അംഗത്വം, പരിശീലന സർട്ടിഫിക്കറ്റ്, തിരിച്ചറിയൽ രേഖ',
      'ഓർമ്മപ്പെടുത്തൽ അയച്ചത്: (ശൂന്യം) → 2026 ഡിസംബർ 2, ഉച്ചയ്ക്ക് 12:05',
      'പടികളില്ലാത്ത വഴി: അതെ → പറയുന്നില്ല',
      'ലിംഗം: പറയാൻ താൽപ്പര്യമില്ല → സ്ത്രീ',
    ]);
  });

  it('labels the other records’ fields as their forms do', () => {
    expect(
      read('en', 'team-member', [
        { field: 'role', from: 'Treasurer', to: 'Secretary' },
        { field: 'isActive', from: true, to: false },
      ]),
    ).toEqual(['Role: Treasurer → Secretary', 'Active (shown on the About page): Yes → No']);
    expect(read('en', 'service', [{ field: 'description', from: 'Old', to: null }])).toEqual([
      'Description (optional): Old → (empty)',
    ]);
    expect(
      read('en', 'settings', [{ field: 'contactPhone', from: null, to: '9847012345' }]),
    ).toEqual(['Contact phone: (empty) → 9847012345']);
    expect(
      read('en', 'admin', [{ field: 'totpEnabledAt', from: null, to: '2026-12-01T18:30:00.000Z' }]),
    ).toEqual(['Two-step sign-in turned on: (empty) → 2 December 2026, 12:00 AM']);
  });

  it('shows a field it does not know, or a value of an unexpected shape, as it is', () => {
    expect(
      read('en', 'report', [
        { field: 'somethingNew', from: 'a', to: { b: 1 } },
        { field: 'reason', from: null, to: 'vanished' },
      ]),
    ).toEqual(['somethingNew: a → {"b":1}', 'What is wrong: (empty) → vanished']);
    expect(read('en', 'healer', [{ field: 'clinicTimings', from: 'odd', to: 42 }])).toEqual([
      'Clinic timings: odd → 42',
    ]);
  });
});
