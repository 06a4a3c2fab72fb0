import { describe, expect, it } from 'vitest';
import { toHealerDto } from '../../db/mappers.js';
import { buildHealer } from '../../db/seed/factories.js';
import { neutraliseFormula } from '../../shared/domain/spreadsheet-formula.js';
import type { Healer } from '../../shared/schemas/healer.js';
import {
  clinicTimingsText,
  csvCell,
  exportFileName,
  healersCsvStream,
  healersToCsv,
} from './csv-export.js';

describe('neutraliseFormula', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91 98470', "'+91 98470"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Anil', 'Anil'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output);
  });
});

describe('csvCell of a list column', () => {
  const at = new Date('2026-01-02T03:04:05.000Z');
  const healer = (services: string[]) =>
    toHealerDto(
      {
        ...buildHealer(1, { services }),
        id: 'h1',
        createdAt: at,
        updatedAt: at,
      } as Parameters<typeof toHealerDto>[0],
      '2026-12-02',
    );
  const FORMULA = /^[=+\-@\t\r]/;

  it('neutralises a formula behind a ; inside one item, as a spreadsheet splitting at ; sees it', () => {
    const cell = csvCell(
      healer(['Cupping; =HYPERLINK("https://evil.example","Book")', 'Acupuncture;+1', '-x']),
      'services',
    );
    for (const piece of cell.split(';')) expect(piece.trimStart()).not.toMatch(FORMULA);
    expect(cell).toBe(`Cupping; '=HYPERLINK("https://evil.example","Book"); Acupuncture;'+1; '-x`);
  });

  it('leaves a plain list as it was', () => {
    expect(csvCell(healer(['Acupuncture', 'Cupping']), 'services')).toBe('Acupuncture; Cupping');
  });
});

describe('clinicTimingsText', () => {
  it('reads as one line per week', () => {
    expect(
      clinicTimingsText([
        {
          day: 'Monday',
          isOpen: true,
          morningStart: '09:00',
          morningEnd: '13:00',
          eveningStart: '17:00',
          eveningEnd: '20:00',
        },
        { day: 'Tuesday', isOpen: true },
        { day: 'Wednesday', isOpen: true, eveningStart: '16:00', eveningEnd: '' },
        { day: 'Sunday', isOpen: false },
      ]),
    ).toBe('Monday 09:00-13:00, 17:00-20:00; Tuesday open; Wednesday 16:00-?; Sunday closed');
  });
});

describe('exportFileName', () => {
  it.each([
    ['2026-03-31T19:00:00Z', 'Asia/Kolkata', 'healers-2026-04-01.csv'],
    ['2026-03-31T18:00:00Z', 'Asia/Kolkata', 'healers-2026-03-31.csv'],
    ['2026-01-01T03:00:00Z', 'America/New_York', 'healers-2025-12-31.csv'],
  ])('%s in %s → %s', (instant, zone, name) => {
    expect(exportFileName(new Date(instant), zone)).toBe(name);
  });
});

describe('healersCsvStream', () => {
  const healers: Healer[] = Array.from({ length: 7 }, (_, i) =>
    toHealerDto(
      {
        ...buildHealer(i + 1, i === 2 ? { bio: 'Line one\nline "two"', name: '=HYPERLINK()' } : {}),
        id: `h${i}`,
        createdAt: new Date('2026-01-02T03:04:05.000Z'),
        updatedAt: new Date('2026-01-02T03:04:05.000Z'),
      } as Parameters<typeof toHealerDto>[0],
      '2026-12-02',
    ),
  );

  async function* inBatches(size: number, failAfter?: number) {
    for (let start = 0; start < healers.length; start += size) {
      if (failAfter !== undefined && start >= failAfter) throw new Error('database gone');
      yield healers.slice(start, start + size);
    }
  }

  const read = async (stream: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  };

  it('writes the same file as healersToCsv, whatever the batches', async () => {
    const whole = healersToCsv(healers);
    expect(await read(healersCsvStream(inBatches(3)))).toBe(whole);
    expect(await read(healersCsvStream(inBatches(1)))).toBe(whole);
  });

  it('fails the stream when a batch cannot be read, so the download stops', async () => {
    await expect(read(healersCsvStream(inBatches(3, 3)))).rejects.toThrow('database gone');
  });
});
