import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors.js';
import {
  IMPORT_MESSAGES,
  IMPORT_PARSE_MS,
  IMPORT_WORKER_HEAP_MB,
  type Sheet,
} from './healer-import-file.js';

/** What the worker posts: that it is ready, then per file its Sheet or its refusal. */
export type SheetWorkerReply =
  | { ready: true }
  | { id: number; sheet: Sheet }
  | { id: number; refused: { status: number; message: string } };

/** One file for the worker to parse. */
export interface SheetJob {
  id: number;
  buffer: Uint8Array;
  kind: 'csv' | 'xlsx';
}

/** Loading the worker's modules is not a file's doing: it has its own, generous, limit. */
const START_MS = 60_000;

/**
 * The sheet worker, as compiled JavaScript beside this file, or under tsx and Vitest (where
 * this file is TypeScript) its source, loaded through tsx's loader inside the worker.
 */
function startWorker(): Worker {
  const options = {
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  };
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./sheet-worker.js', here), options);
  // The ES module build of tsx's API (its CommonJS build cannot load it from a worker's eval).
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  );
  const entry = new URL('./sheet-worker.ts', here).href;
  const code = `import(${JSON.stringify(tsx.href)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`;
  return new Worker(code, { ...options, eval: true });
}

/**
 * One long-lived worker thread that parses the files, one at a time: the event loop stays free
 * while it works (issue 29: a wide CSV blocked it for 10 s), its heap is bounded, and a file
 * that takes longer than IMPORT_PARSE_MS or more than the heap ends the worker and is refused
 * with a 400 naming the problem. The next file starts a new worker. It is kept, not started per
 * file, because starting one costs more than parsing a normal file.
 */
class SheetThread {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private current:
    | { id: number; resolve: (sheet: Sheet) => void; reject: (error: Error) => void }
    | undefined;

  parse(buffer: Buffer, kind: 'csv' | 'xlsx'): Promise<Sheet> {
    const job = this.queue.then(() =>
      this.run({ id: this.nextId++, buffer: new Uint8Array(buffer), kind }),
    );
    this.queue = job.catch(() => undefined);
    return job;
  }

  private start(): Promise<Worker> {
    this.ready ??= new Promise<Worker>((resolve, reject) => {
      const worker = startWorker();
      this.worker = worker;
      const timer = setTimeout(
        () => this.end(worker, new HttpError(400, IMPORT_MESSAGES.tooSlow)),
        START_MS,
      );
      worker.on('message', (reply: SheetWorkerReply) => {
        if ('ready' in reply) {
          clearTimeout(timer);
          resolve(worker);
          return;
        }
        const current = this.current;
        if (current?.id !== reply.id) return;
        this.current = undefined;
        if ('sheet' in reply) current.resolve(reply.sheet);
        else current.reject(new HttpError(reply.refused.status, reply.refused.message));
      });
      worker.on('error', (error: Error & { code?: string }) => {
        clearTimeout(timer);
        const refusal =
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(400, IMPORT_MESSAGES.tooBig)
            : error;
        reject(refusal);
        this.end(worker, refusal);
      });
      worker.on('exit', (code) => {
        clearTimeout(timer);
        const error = new Error(`The sheet worker stopped (exit code ${code})`);
        reject(error);
        this.end(worker, error);
      });
      // A worker waiting for files must not keep the process alive (after the listeners:
      // adding a 'message' listener refs the worker's port again).
      worker.unref();
    });
    return this.ready;
  }

  /** Ends a worker (a new one starts for the next file) and fails the file it was parsing. */
  private end(worker: Worker, error: Error) {
    if (this.worker === worker) {
      this.worker = undefined;
      this.ready = undefined;
    }
    void worker.terminate();
    const current = this.current;
    this.current = undefined;
    current?.reject(error);
  }

  private async run(job: SheetJob): Promise<Sheet> {
    const worker = await this.start();
    return new Promise<Sheet>((resolve, reject) => {
      const timer = setTimeout(
        () => this.end(worker, new HttpError(400, IMPORT_MESSAGES.tooSlow)),
        IMPORT_PARSE_MS,
      );
      this.current = {
        id: job.id,
        resolve: (sheet) => {
          clearTimeout(timer);
          resolve(sheet);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      worker.postMessage(job, [job.buffer.buffer as ArrayBuffer]);
    });
  }
}

const thread = new SheetThread();

/** A ZIP archive (every .xlsx is one) starts with these bytes. */
const isZip = (buffer: Buffer) => buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;

/** Reads an uploaded .csv or .xlsx file (recognised by content, then by name) into text cells. */
export async function readSheet(buffer: Buffer, fileName: string): Promise<Sheet> {
  if (buffer.byteLength === 0) throw new HttpError(400, IMPORT_MESSAGES.noFile);
  const lower = fileName.toLowerCase();
  if (isZip(buffer) || lower.endsWith('.xlsx')) return thread.parse(buffer, 'xlsx');
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || !lower.includes('.')) {
    return thread.parse(buffer, 'csv');
  }
  throw new HttpError(400, IMPORT_MESSAGES.wrongType);
}
