import { describe, expect, it } from 'vitest';
import { placeNameIn } from './place-display.js';

describe('placeNameIn', () => {
  it('writes known districts, towns, the state and the country in Malayalam', () => {
    expect(placeNameIn('Kollam', 'ml')).toBe('കൊല്ലം');
    expect(placeNameIn(' kozhikode ', 'ml')).toBe('കോഴിക്കോട്');
    expect(placeNameIn('Kerala', 'ml')).toBe('കേരളം');
  });

  it('keeps anything else, and every place in English, as written', () => {
    expect(placeNameIn('Mananthavady Road', 'ml')).toBe('Mananthavady Road');
    expect(placeNameIn('Kollam', 'en')).toBe('Kollam');
  });
});
