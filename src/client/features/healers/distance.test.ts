import { describe, expect, it } from 'vitest';
import { distanceText } from './distance.js';

describe('distanceText', () => {
  it.each([
    [
      { km: 2.43, approximate: false },
      { key: 'card.distanceAway', km: '2.4' },
    ],
    [
      { km: 0.01, approximate: false },
      { key: 'card.distanceAway', km: '0.1' },
    ],
    [
      { km: 23.6, approximate: false },
      { key: 'card.distanceAway', km: '24' },
    ],
    [
      { km: 12.4, approximate: true },
      { key: 'card.distanceAbout', km: '12' },
    ],
    [
      { km: 0.2, approximate: true },
      { key: 'card.distanceAbout', km: '1' },
    ],
    [
      { km: 28.4, approximate: true, from: 'Chalakudy' },
      { key: 'card.distanceAboutFrom', km: '28', town: 'Chalakudy' },
    ],
    [{ km: null, approximate: false }, { key: 'card.distanceUnknown' }],
  ])('%j → %j', (distance, expected) => {
    expect(distanceText(distance)).toEqual(expected);
  });
});
