import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePhoto, sniffImageFormat } from './photo.js';

const messages = { invalidType: 'bad type', tooLarge: 'too large' };

describe('sniffImageFormat', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')], 'webp'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WAVE')], undefined],
    [[...Buffer.from('GIF89a')], undefined],
    [[...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')], undefined],
    [[], undefined],
  ])('%j → %s', (bytes, format) => {
    expect(sniffImageFormat(Uint8Array.from(bytes))).toBe(format);
  });
});

describe('encodePhoto', () => {
  it('flattens transparency to white in the link preview', async () => {
    const transparent = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { og } = await encodePhoto(transparent, messages);
    const { data } = await sharp(og).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('refuses an SVG even when it claims to be a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(encodePhoto(svg, messages)).rejects.toMatchObject({ statusCode: 415 });
  });
});
