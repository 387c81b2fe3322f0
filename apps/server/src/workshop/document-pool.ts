// A small pool of worker threads for the workshop documents. A 2,000-cube design's PDF is about a
// second of CPU; made on the request thread it would stall every other request for that second.
// Workers start on the first job, or when the served app starts listening (warm()), and stay; jobs
// wait in a bounded queue, and past it the answer is 503 with Retry-After rather than an ever
// longer wait. The worker entry is documents-worker.ts:
// under tsx or vitest it is loaded as TypeScript through tsx; in the built server it is
// dist/documents-worker.js beside main.js (scripts/build-server.mjs bundles both).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Lang } from '@kubik/design/i18n/lang';
import { AppError } from '../http/errors.ts';

export interface DocumentJob {
  kind: 'pdf' | 'zip';
  /** The design as stored or sent: the worker validates it. */
  design: unknown;
  catalogue: Catalogue;
  /** The PDF's language and title (the design's name when absent). */
  lang?: Lang;
  title?: string;
}

export type DocumentOutcome = { ok: true; bytes: Uint8Array } | { ok: false; code: 'invalid_design' | 'internal'; message?: string };

export interface DocumentPool {
  /** The document's bytes; AppError('invalid_design') for a design that does not validate. */
  make(job: DocumentJob): Promise<Uint8Array>;
  /** Starts the workers ahead of the first job, so the first export does not wait for one to load. */
  warm(): void;
  /** Jobs running or waiting. */
  pending(): number;
  /** Refuses waiting jobs, stops the workers (a job in a worker fails). */
  close(): Promise<void>;
}

export interface DocumentPoolOptions {
  /** Worker threads; default one, two on machines with four cores or more. */
  workers: number;
  /** Jobs that may wait for a worker before new ones are refused with 503. */
  maxWaiting: number;
}

interface Task {
  job: DocumentJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task?: Task;
}

function startWorker(): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    // Under tsx or vitest. Node 20 gives worker threads no ESM loader hooks, so tsx's require hook
    // loads the TypeScript (it turns the modules into CommonJS as it loads them).
    const require = createRequire(here);
    const tsx = JSON.stringify(require.resolve('tsx/cjs/api'));
    const entry = JSON.stringify(fileURLToPath(new URL('./documents-worker.ts', here)));
    return new Worker(`require(${tsx}).register(); require(${entry});`, { eval: true });
  }
  return new Worker(new URL('./documents-worker.js', here));
}

export function createDocumentPool(options: Partial<DocumentPoolOptions> = {}): DocumentPool {
  const size = options.workers ?? (availableParallelism() >= 4 ? 2 : 1);
  const maxWaiting = options.maxWaiting ?? 8;
  const slots: Slot[] = [];
  const waiting: Task[] = [];
  let closed = false;

  const start = (): Slot => {
    const slot: Slot = { worker: startWorker() };
    slot.worker.on('message', (outcome: DocumentOutcome) => {
      const task = slot.task;
      slot.task = undefined;
      slot.worker.unref();
      if (task) {
        if (outcome.ok) task.resolve(outcome.bytes);
        else if (outcome.code === 'invalid_design') task.reject(new AppError('invalid_design'));
        else task.reject(new Error(`workshop document failed: ${outcome.message ?? 'unknown error'}`));
      }
      dispatch();
    });
    // A crashed worker fails its job and leaves the pool; the next job starts a fresh one.
    slot.worker.on('error', (error) => slot.task?.reject(error));
    slot.worker.on('exit', (code) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.task?.reject(new Error(`workshop document worker stopped (exit code ${code})`));
      slot.task = undefined;
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  };

  const dispatch = (): void => {
    while (waiting.length > 0) {
      const slot = slots.find((s) => !s.task) ?? (slots.length < size ? start() : undefined);
      if (!slot) return;
      const task = waiting.shift()!;
      slot.task = task;
      // A busy worker keeps the process alive; an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage(task.job);
    }
  };

  return {
    make(job) {
      if (closed) return Promise.reject(new AppError('unavailable'));
      const busy = slots.filter((s) => s.task).length;
      if (busy >= size && waiting.length >= maxWaiting) return Promise.reject(new AppError('unavailable', { retryAfterSeconds: 5 }));
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        dispatch();
      });
    },
    warm() {
      // An idle worker does not keep the process alive (dispatch refs it while it has a job).
      while (!closed && slots.length < size) start().worker.unref();
    },
    pending: () => waiting.length + slots.filter((s) => s.task).length,
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new AppError('unavailable'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
