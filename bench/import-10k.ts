// Times the spreadsheet import of 10,000 new healers (decision 019), then the same file again
// (every row unchanged), on the database the test helpers choose: PGlite by default,
// PostgreSQL with TEST_DB_KIND=postgres and TEST_DATABASE_URL. Prints each run and the medians.
// Codes are keyed as on a server with a stable secret; --argon2 hashes them as one without.
//   node --import tsx bench/import-10k.ts [--runs 3] [--rows 10000] [--argon2]
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { signInAdmin } from '../tests/helpers/auth.js';
import { multipartBody } from '../tests/helpers/multipart.js';
import { createTestApp, testDbKind } from '../tests/helpers/test-app.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    rows: { type: 'string', default: '10000' },
    argon2: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const rows = Number(values.rows);

function sheet(count: number): Buffer {
  const lines = ['name,phone,district,pincode,specialty,services,clinicTimings'];
  for (let i = 0; i < count; i++) {
    lines.push(
      `Healer ${i},9${String(i).padStart(9, '0')},Thrissur,680001,Acupuncture,Acupuncture; Cupping,Monday 09:00-13:00; Sunday closed`,
    );
  }
  return Buffer.from(lines.join('\r\n'));
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const file = sheet(rows);
const results = { preview: [] as number[], create: [] as number[], unchanged: [] as number[] };
for (let run = 0; run < runs; run++) {
  const t = await createTestApp(values.argon2 ? { signInCodeKey: null } : {});
  try {
    const cookie = await signInAdmin(t.app);
    const send = async (dryRun: boolean) => {
      const body = multipartBody({
        field: 'file',
        fileName: 'x.csv',
        contentType: 'text/csv',
        data: file,
      });
      const start = performance.now();
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/admin/healers/import${dryRun ? '?dryRun=true' : ''}`,
        payload: body.payload,
        headers: { cookie, ...body.headers },
      });
      if (reply.statusCode !== 200)
        throw new Error(`${reply.statusCode} ${reply.body.slice(0, 200)}`);
      return { ms: performance.now() - start, json: reply.json() };
    };
    const preview = await send(true);
    const create = await send(false);
    if (create.json.created !== rows) throw new Error(`created ${create.json.created}`);
    const again = await send(false);
    if (again.json.unchanged !== rows) throw new Error(`unchanged ${again.json.unchanged}`);
    results.preview.push(preview.ms);
    results.create.push(create.ms);
    results.unchanged.push(again.ms);
    console.log(
      `${testDbKind()} run ${run + 1}: preview ${(preview.ms / 1000).toFixed(1)} s, import of ${rows} new ${(create.ms / 1000).toFixed(1)} s, same file again (unchanged) ${(again.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await t.close();
  }
}
console.log(
  `${testDbKind()} medians of ${runs}: preview ${(median(results.preview) / 1000).toFixed(1)} s, import ${(median(results.create) / 1000).toFixed(1)} s, unchanged ${(median(results.unchanged) / 1000).toFixed(1)} s`,
);
