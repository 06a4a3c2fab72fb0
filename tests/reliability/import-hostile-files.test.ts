import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../helpers/admin-sign-in.js';
import { multipartBody } from '../helpers/multipart.js';
import { farCellSheet, wideCsv, xlsxFile, zerosEntry } from '../helpers/xlsx-file.js';
import { type ServerProcess, startServer } from './support/server-process.js';

// Decision 031, finding 5: files that once blocked the event loop or took the process's memory,
// sent to the built server while /healthz is asked again and again. A reliability test, so that
// it runs alone: the 200 ms bound is about the server, not about test files sharing two cores.
let server: ServerProcess;
let dataDir: string;
let origin: string;
let cookie: string;

const GIB = 1 << 30;
/** The bounds: a refusal that names the problem within 5 s, /healthz within 200 ms. */
const REFUSED_WITHIN_MS = 5_000;
const HEALTHZ_WITHIN_MS = 200;

const send = (data: Buffer, fileName: string) => {
  const body = multipartBody({
    field: 'file',
    fileName,
    contentType: fileName.endsWith('.csv')
      ? 'text/csv'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    data,
  });
  return fetch(`${origin}/api/admin/healers/import?dryRun=true`, {
    method: 'POST',
    headers: { cookie, ...body.headers },
    body: new Uint8Array(body.payload),
  });
};

/**
 * Sends a file from another process, as a visitor's browser would (so that this process, the
 * server's, does only the server's part of the upload), while asking /healthz in turn until
 * the import answers; both timed.
 */
async function importWhileProbing(data: Buffer, fileName: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  const path = join(dir, fileName);
  writeFileSync(path, data);
  const body = multipartBody({
    field: 'file',
    fileName,
    contentType: 'application/octet-stream',
    data: Buffer.alloc(0),
  });
  const script = `
    const { readFileSync } = require('node:fs');
    const data = readFileSync(process.argv[1]);
    const boundary = process.argv[2].split('boundary=')[1];
    const head = '--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="' + process.argv[3] + '"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n';
    const payload = Buffer.concat([Buffer.from(head), data, Buffer.from('\\r\\n--' + boundary + '--\\r\\n')]);
    const start = performance.now();
    fetch(process.argv[4], { method: 'POST', headers: { cookie: process.argv[5], 'content-type': process.argv[2] }, body: payload })
      .then(async (r) => console.log(JSON.stringify({ status: r.status, body: await r.json(), ms: performance.now() - start })));
  `;
  const child = spawn(
    process.execPath,
    [
      '-e',
      script,
      path,
      body.headers['content-type']!,
      fileName,
      `${origin}/api/admin/healers/import?dryRun=true`,
      cookie,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  let answered = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      answered = true;
      resolve();
    }),
  );
  const probes: number[] = [];
  try {
    do {
      const asked = performance.now();
      const health = await fetch(`${origin}/healthz`);
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      probes.push(performance.now() - asked);
    } while (!answered);
    await exited;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const result = JSON.parse(output) as {
    status: number;
    body: { message?: string; created?: number };
    ms: number;
  };
  return { ...result, probes };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hostile-data-'));
  server = await startServer({ dataDir });
  origin = server.url;
  cookie = await signInAdmin(origin);
  // A server that has answered an import, a refused one and /healthz before: the sheet worker
  // starts with the first import and each path's code is compiled on first use. The timings
  // below are then the hostile files', not a first request's.
  const first = await send(Buffer.from('name,phone,district,pincode\r\n'), 'first.csv');
  expect(first.status).toBe(200);
  const refused = await send(Buffer.from('name,phone\r\n"Anil,9847000000\r\n'), 'broken.csv');
  expect(refused.status).toBe(400);
  await (await fetch(`${origin}/healthz`)).arrayBuffer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/admin/healers/import with a hostile file', () => {
  it.each([
    [
      'one cell at XFD1 (every row 16,384 cells wide)',
      () => xlsxFile(farCellSheet(100)),
      'healers.xlsx',
      'Cell XFD1 is beyond column IV; a sheet to import has at most 256 columns',
    ],
    [
      'a sheet part of 1 GB of zeros (1 MB zipped)',
      () => xlsxFile(zerosEntry('xl/worksheets/sheet1.xml', GIB)),
      'healers.xlsx',
      "The workbook's part xl/worksheets/sheet1.xml is larger than 20 MB once unpacked",
    ],
    [
      'a CSV header of 2.4 million columns',
      () => wideCsv(2_400_000),
      'healers.csv',
      'Line 1 of the file has more than 256 columns',
    ],
  ])(
    'refuses %s with a 400 naming it, while /healthz answers',
    async (_label, file, name, message) => {
      const { status, body, ms, probes } = await importWhileProbing(file(), name);
      expect(status).toBe(400);
      expect(body.message).toContain(message);
      expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
      expect(Math.max(...probes)).toBeLessThan(HEALTHZ_WITHIN_MS);
    },
  );

  it('reads the sheet of a workbook that also holds a 1 GB junk part, without unpacking it', async () => {
    const file = xlsxFile(farCellSheet(100, 'E1'), [zerosEntry('xl/media/junk.bin', GIB)]);
    const { status, body, ms, probes } = await importWhileProbing(file, 'healers.xlsx');
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 100, errors: 0 });
    expect(ms).toBeLessThan(REFUSED_WITHIN_MS);
    expect(Math.max(...probes)).toBeLessThan(HEALTHZ_WITHIN_MS);
  });
});
