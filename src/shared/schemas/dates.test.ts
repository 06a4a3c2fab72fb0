import { describe, expect, it } from 'vitest';
import { addYears } from '../domain/dates.js';
import { leaveWindow, leaveWindowIssues } from '../domain/leave.js';
import { isoDateSchema } from './dates.js';

const messages = (value: unknown) =>
  isoDateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('isoDateSchema', () => {
  it('takes every real day of 2000 to 2100 and nothing beyond, each with one message', () => {
    for (const day of ['2000-01-01', '2024-02-29', '2100-12-31', ' 2026-12-02 ']) {
      expect(messages(day), day).toEqual([]);
    }
    expect(messages('1999-12-31')).toEqual(['dateRange']);
    expect(messages('2101-01-01')).toEqual(['dateRange']);
    expect(messages('9999-12-31')).toEqual(['dateRange']);
    for (const bad of ['+010000-01-01', '2026-02-29', '2100-02-29', '2026-1-5', '', 42]) {
      expect(messages(bad), String(bad)).toEqual(['dateFormat']);
    }
  });
});

describe('the leave window', () => {
  it('runs from two years before today to two years after, 29 February becoming the 28th', () => {
    expect(leaveWindow('2026-12-02')).toEqual({ first: '2024-12-02', last: '2028-12-02' });
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(leaveWindowIssues(undefined, '2026-12-02')).toEqual([]);
    const issues = leaveWindowIssues(
      [
        { from: '2024-12-02', to: '2028-12-02' },
        { from: '2024-12-01', to: '2025-01-01' },
        { from: '2028-12-01', to: '2028-12-03' },
      ],
      '2026-12-02',
    );
    expect(issues).toEqual([
      { path: 'leave.1.from', message: 'leaveWindow' },
      { path: 'leave.2.to', message: 'leaveWindow' },
    ]);
  });
});
