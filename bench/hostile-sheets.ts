// Times the import's reading of the hostile files of issue 29 (decision 031): each case in a
// fresh process, its wall time and the process's peak resident memory (worker included).
//   node --import tsx bench/hostile-sheets.ts [--case NAME]
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSheet } from '../src/server/sheet/read-sheet.js';
import { farCellSheet, wideCsv, xlsxFile, zerosEntry } from '../tests/helpers/xlsx-file.js';

const GIB = 1 << 30;
const CASES: Record<string, () => [Buffer, string]> = {
  'xfd1-100-rows': () => [xlsxFile(farCellSheet(100)), 'x.xlsx'],
  'junk-entry-1gib': () => [
    xlsxFile(farCellSheet(100, 'E1'), [zerosEntry('xl/media/junk.bin', GIB)]),
    'x.xlsx',
  ],
  'junk-sheet-1gib': () => [xlsxFile(zerosEntry('xl/worksheets/sheet1.xml', GIB)), 'x.xlsx'],
  'csv-2.4m-columns': () => [wideCsv(2_400_000), 'x.csv'],
};

const { values } = parseArgs({ options: { case: { type: 'string' } } });
if (values.case) {
  const [buffer, name] = CASES[values.case]!();
  // A server has read a sheet before: the timing is the file's, not the worker's start.
  await readSheet(Buffer.from('name,phone\r\n'), 'warm-up.csv');
  const start = performance.now();
  let outcome: string;
  try {
    const sheet = await readSheet(buffer, name);
    outcome = `read ${sheet.rows.length} rows`;
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const ms = Math.round(performance.now() - start);
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    JSON.stringify({
      case: values.case,
      fileKb: Math.round(buffer.length / 1024),
      ms,
      peakMb: peak,
      outcome,
    }),
  );
  process.exit(0);
} else {
  for (const name of Object.keys(CASES)) {
    try {
      process.stdout.write(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(import.meta.url), '--case', name],
          {
            encoding: 'utf8',
            timeout: 180_000,
          },
        ),
      );
    } catch (error) {
      console.log(JSON.stringify({ case: name, failed: (error as Error).message.split('\n')[0] }));
    }
  }
}
