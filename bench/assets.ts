import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface AssetSize {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
  /** The Content-Encoding the server sent for it when asked for br/gzip ('identity' if none). */
  served: string;
}

export interface PageAssets {
  assets: AssetSize[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
  /** The HTML of `/` itself, which holds the inline stylesheet and the pre-rendered page. */
  html: { raw: number; gzip: number; brotli: number; served: string };
}

async function compressedSizes(bytes: Buffer) {
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { raw: bytes.byteLength, gzip: gz.byteLength, brotli: br.byteLength };
}

/** The script, modulepreload and stylesheet URLs of an HTML page, in document order. */
export function assetUrls(html: string): { url: string; kind: 'js' | 'css' }[] {
  const found: { url: string; kind: 'js' | 'css' }[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    const src = /\s(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    const rel = /\srel="([^"]+)"/i.exec(tag)?.[1]?.toLowerCase();
    if (!src || src.startsWith('data:') || /^https?:/.test(src)) continue;
    if (match[1]!.toLowerCase() === 'script') found.push({ url: src, kind: 'js' });
    else if (rel === 'modulepreload') found.push({ url: src, kind: 'js' });
    else if (rel === 'stylesheet') found.push({ url: src, kind: 'css' });
  }
  return found;
}

const sum = (assets: AssetSize[], kind: 'js' | 'css') => ({
  raw: assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.raw, 0),
  gzip: assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.gzip, 0),
  brotli: assets.filter((a) => a.kind === kind).reduce((n, a) => n + a.brotli, 0),
});

/**
 * The JavaScript and CSS that `/` (or `address`, e.g. `/?lang=ml`) loads before it renders (its scripts, module preloads and
 * stylesheets as the server sends the page, and the stylesheets written into the page), each
 * compressed here with gzip -9 and brotli -11; and the HTML itself.
 */
export async function pageAssets(root: string, origin: string, address = '/'): Promise<PageAssets> {
  const page = await fetch(`${origin}${address}`, { headers: { 'accept-encoding': 'br, gzip' } });
  const html = await page.text();
  const assets: AssetSize[] = [];
  for (const { url, kind } of assetUrls(html)) {
    const path = new URL(url, origin).pathname;
    const bytes = await readFile(join(root, 'dist/client', path));
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    assets.push({
      path,
      kind,
      ...(await compressedSizes(bytes)),
      served: response.headers.get('content-encoding') ?? 'identity',
    });
  }
  const served = page.headers.get('content-encoding') ?? 'identity';
  for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    assets.push({
      path: '(inline <style> in the HTML)',
      kind: 'css',
      ...(await compressedSizes(Buffer.from(match[1]!))),
      served,
    });
  }
  return {
    assets,
    js: sum(assets, 'js'),
    css: sum(assets, 'css'),
    html: { ...(await compressedSizes(Buffer.from(html))), served },
  };
}
