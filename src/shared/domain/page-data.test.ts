import { describe, expect, it } from 'vitest';
import { formatZoneOffsetMeta, parseZoneOffsetMeta } from './page-data.js';

describe('the clinic-utc-offset meta text', () => {
  it('reads back what the server wrote', () => {
    const offset = { minutes: -210, validFrom: 1_795_400_000_000, validUntil: 1_795_425_200_000 };
    expect(formatZoneOffsetMeta(offset)).toBe('-210 1795400000000 1795425200000');
    expect(parseZoneOffsetMeta(formatZoneOffsetMeta(offset))).toEqual(offset);
  });

  it.each([undefined, '', '330', '330 1 2 3', '330 abc 2', '5.5 1 2'])(
    'ignores %j, so the browser falls back to Intl',
    (text) => {
      expect(parseZoneOffsetMeta(text)).toBeUndefined();
    },
  );
});
