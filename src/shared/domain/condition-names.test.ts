import { describe, expect, it } from 'vitest';
import { CONDITION_ROWS } from '../constants/condition-names.js';
import { KERALA_TOWNS } from '../constants/kerala-towns.js';
import {
  type Condition,
  conditionGroups,
  conditionNamed,
  holdsCondition,
  holdsWord,
} from './condition-names.js';

/** Whether a healer text (as the search folds it) is found by the condition `typed` names. */
function finds(typed: string, text: string): boolean {
  const condition = conditionNamed(typed);
  return condition !== undefined && holdsCondition(text.toLowerCase(), condition);
}

describe('the table of condition names', () => {
  it('names every condition in English and in Malayalam script', () => {
    for (const row of CONDITION_ROWS) {
      expect(row.english.length, row.english.join()).toBeGreaterThan(0);
      expect(row.malayalam.length, row.english.join()).toBeGreaterThan(0);
      for (const name of row.malayalam) expect(name).toMatch(/^[\u0D00-\u0D7F ]+$/);
      for (const name of row.english) expect(name).toBe(name.toLowerCase());
    }
  });

  it.each([
    'back pain',
    'neck pain',
    'knee pain',
    'joint pain',
    'arthritis',
    'migraine',
    'headache',
    'sciatica',
    'insomnia',
    'stress',
    'anxiety',
    'diabetes',
    'hypertension',
    'bp',
    'obesity',
    'infertility',
    'asthma',
    'allergy',
    'gastric',
    'acidity',
    'constipation',
    'thyroid',
    'paralysis',
    'stroke',
    'frozen shoulder',
    'spondylosis',
    'skin disease',
    'psoriasis',
    'menstrual problems',
    'pcod',
    'sinus',
    'vertigo',
    'piles',
  ])('knows %s, the common conditions treated with acupuncture in Kerala', (name) => {
    expect(conditionNamed(name)).toBeDefined();
  });
});

describe('a condition found by its other names', () => {
  it.each([
    ['നടുവേദന', 'Back and joint pain'],
    ['നടു വേദന', 'Back and joint pain'],
    ['naduvedana', 'Back and joint pain'],
    ['Lumbago', 'Back and joint pain'],
    ['sciatica', 'Back and joint pain'],
    ['back pain', 'നടുവേദന ചികിത്സ'],
    ['മൈഗ്രെയ്ൻ', 'Migraine and headache'],
    ['മൈഗ്രേൻ', 'Migraine and headache'],
    ['തലവേദന', 'Migraine and headache'],
    ['migraine', 'ചെന്നിക്കുത്ത്, തലവേദന'],
    ['പ്രമേഹം', 'Diabetes care'],
    ['sugar', 'പ്രമേഹരോഗ ചികിത്സ'],
    ['ഉറക്കമില്ലായ്മ', 'Stress and sleep'],
    ['insomnia', 'Stress and sleep'],
    ['ടെൻഷൻ', 'Stress and sleep'],
    ['രക്തസമ്മർദ്ദം', 'Blood pressure'],
    ['BP', 'Blood pressure'],
    ['hypertension', 'രക്തസമ്മർദ്ദം'],
    ['ആസ്ത്മ', 'Sinus and asthma'],
    ['അലർജി', 'Skin and allergy'],
    ['സോറിയാസിസ്', 'Skin and allergy'],
    ['ഗ്യാസ്ട്രബിൾ', 'Digestive disorders'],
    ['മലബന്ധം', 'Digestive disorders'],
    ['തൈറോയ്ഡ്', 'Thyroid and hormonal balance'],
    ['അമിതവണ്ണം', 'Obesity and lifestyle'],
    ['വന്ധ്യത', "Women's health"],
    ['ആർത്തവ വേദന', "Women's health"],
    ['പിസിഒഡി', "Women's health"],
    ['മുട്ടുവേദന', 'Knee and shoulder pain'],
    ['frozen shoulder', 'Knee and shoulder pain'],
    ['തോൾവേദന', 'Knee and shoulder pain'],
    ['സന്ധിവാതം', 'Back and joint pain'],
    ['പക്ഷാഘാതം', 'Paralysis and stroke rehabilitation'],
    ['spondylosis', 'കഴുത്തുവേദന'],
    ['spondylosis', 'Low back pain'],
  ])('%s finds a healer who wrote “%s”', (typed, text) => {
    expect(finds(typed, text)).toBe(true);
  });

  it.each([
    // A name found only at the start of a word: stress is not high blood pressure.
    ['ടെൻഷൻ', 'ഹൈപ്പർടെൻഷൻ'],
    ['pain', 'Spain'],
    ['മുട്ടുവേദന', 'കൈമുട്ടുവേദന'],
    // One step only: back pain is not neck pain because spondylosis is both.
    ['back pain', 'Neck pain'],
    ['മൈഗ്രെയ്ൻ', 'Back and joint pain'],
    ['diabetes', 'Blood pressure'],
  ])('%s does not find “%s”', (typed, text) => {
    expect(finds(typed, text)).toBe(false);
  });

  it('reads the older encoding of chillu letters like the new one', () => {
    expect(conditionNamed('മൈഗ്രെയ്\u0D28\u0D4D\u200D')).toBe(conditionNamed('മൈഗ്രെയ്ൻ'));
  });
});

describe('holdsWord', () => {
  it.each([
    ['back and joint pain', 'pain', true],
    ['painful knee', 'pain', true],
    ['back-pain', 'pain', true],
    ['spain', 'pain', false],
    ['നടുവേദനയും കഴുത്തുവേദനയും', 'നടുവേദന', true],
    ['നടുവേദനയും കഴുത്തുവേദനയും', 'വേദന', false],
  ])('%s holds %s at the start of a word: %s', (text, word, held) => {
    expect(holdsWord(text, word)).toBe(held);
  });
});

describe('conditionGroups', () => {
  const groups = (phrase: string) =>
    conditionGroups(phrase.split(' ')).map((group) => ({
      words: group.words.join(' '),
      condition: group.condition !== undefined,
    }));

  it('takes the longest run of words that names a condition', () => {
    expect(groups('low back pain kochi')).toEqual([
      { words: 'low back pain', condition: true },
      { words: 'kochi', condition: false },
    ]);
    expect(groups('anil back pain')).toEqual([
      { words: 'anil', condition: false },
      { words: 'back pain', condition: true },
    ]);
  });

  it('knows a Malayalam name with an ending', () => {
    const [group] = conditionGroups(['നടുവേദനയ്ക്ക്']);
    expect(group?.condition).toBe(conditionNamed('നടുവേദന'));
    expect(conditionGroups(['പ്രമേഹത്തിന്'])[0]?.condition).toBe(conditionNamed('പ്രമേഹം'));
  });

  it('leaves words that name nothing alone', () => {
    expect(groups('anil kumar')).toEqual([
      { words: 'anil', condition: false },
      { words: 'kumar', condition: false },
    ]);
    expect(conditionGroups(['തലശ്ശേരി'])[0]?.condition).toBeUndefined();
  });

  it('takes no Kerala town for a condition, in either script', () => {
    for (const town of KERALA_TOWNS) {
      for (const name of [town.name, town.malayalam, ...town.oldNames]) {
        const words = name.toLowerCase().split(' ');
        expect(
          conditionGroups(words).some((group) => group.condition),
          name,
        ).toBe(false);
      }
    }
  });

  it('gives the same condition for every name of a row, so caches share it', () => {
    const back: Condition | undefined = conditionNamed('back pain');
    expect(conditionNamed('നടുവേദന')).toBe(back);
    expect(conditionNamed('Lumbago')).toBe(back);
    // Spondylosis is in the back-pain and neck-pain rows: its condition is both.
    expect(conditionNamed('spondylosis')?.id).not.toBe(back?.id);
  });
});
