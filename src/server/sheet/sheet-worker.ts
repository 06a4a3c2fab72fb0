import { parentPort } from 'node:worker_threads';
import { HttpError } from '../errors.js';
import { parseSheet } from './parse-sheet.js';
import type { SheetJob, SheetWorkerReply } from './read-sheet.js';

/**
 * The sheet worker (see read-sheet.ts): parses each file it is sent and posts its Sheet, or the
 * status and message of its refusal. Anything else that fails ends the worker, for the parent
 * to report.
 */
const port = parentPort!;
const reply = (message: SheetWorkerReply) => port.postMessage(message);
port.on('message', async ({ id, buffer, kind }: SheetJob) => {
  try {
    const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
    reply({ id, sheet: await parseSheet(bytes, kind) });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    reply({ id, refused: { status: error.statusCode, message: error.message } });
  }
});
reply({ ready: true });
