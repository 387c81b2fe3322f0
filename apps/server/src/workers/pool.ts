// Worker threads for CPU-heavy work (piscina): the workshop documents, quotes of big designs, and
// the 3D files. Three pools, so a queue of PDFs never holds up a quote and the other way round, and
// only the 3D files' thread loads three.js. Each has one thread (documents: two on machines with
// four cores or more) and a bounded queue: past it the answer is 503 with Retry-After, rather than
// an ever longer wait. Threads start on the first task, or (documents, quotes) when the served app
// starts listening (warm()), and stay.
// Under tsx or vitest the entries are tsx-worker.cjs and tsx-model-worker.cjs, which load worker.ts
// and model-worker.ts through tsx; the built server bundles them to dist/task-worker.js and
// dist/model-worker.js beside main.js (scripts/build-server.mjs).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Quote } from '@kubik/design/quote';
import type { CatalogueInForce } from '@kubik/design/validate';
import { AppError } from '../core/errors.ts';
import type { ModelOutcome, ModelTask } from './model-worker.ts';
import type { CuttingRunTask, DocumentTask, OrderPdfTask, OrderWorkshopTask, Task, TaskOutcome } from './worker.ts';

export type { DocumentTask, FrozenItem } from './worker.ts';

export type PoolOptions = { threads: number; maxQueue: number };

const underTsx = import.meta.url.endsWith('.ts');
const entry = (tsx: string, built: string) => fileURLToPath(new URL(underTsx ? tsx : built, import.meta.url));
const taskWorker = entry('./tsx-worker.cjs', './task-worker.js');
const modelWorker = entry('./tsx-model-worker.cjs', './model-worker.js');

function createPool<In, Out>(options: PoolOptions, filename: string) {
  let piscina: Piscina | undefined;
  let closed = false;
  const pool = () =>
    (piscina ??= new Piscina({
      filename,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: 60 * 60 * 1000,
    }));
  return {
    async run(task: In): Promise<Out> {
      if (closed) throw new AppError('unavailable');
      try {
        return (await pool().run(task)) as Out;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new AppError('unavailable', { retryAfterSeconds: 5 });
        throw error;
      }
    },
    warm: () => void (closed || pool()),
    async close() {
      closed = true;
      await piscina?.destroy();
    },
  };
}

export type WorkerPools = ReturnType<typeof createWorkerPools>;

/** A document task's answer other than bytes: design_has_errors (a design with errors gets no workshop files) or invalid_design. */
function refusal(outcome: TaskOutcome): AppError {
  if (typeof outcome === 'object' && 'refused' in outcome)
    return new AppError(outcome.refused.code, outcome.refused.fields ? { fields: outcome.refused.fields } : {});
  return new AppError('invalid_design');
}

export function createWorkerPools(
  options: { documents?: Partial<PoolOptions>; quotes?: Partial<PoolOptions>; models?: Partial<PoolOptions> } = {},
) {
  const threads = availableParallelism() >= 4 ? 2 : 1;
  const documents = createPool<Task, TaskOutcome>({ threads, maxQueue: 8, ...options.documents }, taskWorker);
  const quotes = createPool<Task, TaskOutcome>({ threads: 1, maxQueue: 16, ...options.quotes }, taskWorker);
  // The 3D files: one thread, started on the first file asked for (never warmed: most servers make few).
  const models = createPool<ModelTask, ModelOutcome>({ threads: 1, maxQueue: 8, ...options.models }, modelWorker);
  return {
    /** The document's bytes; AppError invalid_design for a design that does not validate, 503 when the queue is full. */
    async document(task: DocumentTask): Promise<Uint8Array> {
      const outcome = await documents.run(task);
      if (outcome instanceof Uint8Array) return outcome;
      throw refusal(outcome);
    },
    /** A design's GLB or USDZ; AppError invalid_design for a design that does not validate, 503 when the queue is full. */
    async model(task: ModelTask): Promise<Uint8Array> {
      const outcome = await models.run(task);
      if (outcome instanceof Uint8Array) return outcome;
      throw new AppError('invalid_design');
    },
    /** An order's document (confirmation or proforma PDF, workshop ZIP, cut list); invalid_design when a frozen design no longer validates. */
    async orderDocument(task: OrderPdfTask | OrderWorkshopTask): Promise<Uint8Array> {
      const outcome = await documents.run(task);
      if (outcome instanceof Uint8Array) return outcome;
      throw refusal(outcome);
    },
    /** A cutting run's ZIP; invalid_design when a frozen design no longer validates, design_has_errors when it has errors (either naming the order in `details.order`). */
    async cuttingRun(task: Omit<CuttingRunTask, 'kind'>): Promise<Uint8Array> {
      const outcome = await documents.run({ kind: 'cutting-run', ...task });
      if (outcome instanceof Uint8Array) return outcome;
      const order = 'order' in outcome && outcome.order ? { details: { order: outcome.order } } : {};
      if ('refused' in outcome)
        throw new AppError(outcome.refused.code, {
          ...(outcome.refused.fields ? { fields: outcome.refused.fields } : {}),
          ...order,
        });
      throw new AppError('invalid_design', order);
    },
    /** A quote made off the request thread; 503 when the queue is full. */
    async quote(design: unknown, catalogue: CatalogueInForce): Promise<Quote> {
      const outcome = await quotes.run({ kind: 'quote', design, catalogue });
      if ('quote' in outcome) return outcome.quote;
      throw new Error('a quote task answered something else');
    },
    /** A quote request's JSON text, parsed and quoted in a worker; answers the quote as JSON text.
     * AppError for a body that is not JSON, nests too deep, or holds more than `maxElements` elements. */
    async quoteText(text: string, catalogue: CatalogueInForce, maxElements: number): Promise<string> {
      const outcome = await quotes.run({ kind: 'quote-text', text, catalogue, maxElements });
      if ('json' in outcome) return outcome.json;
      if ('refused' in outcome)
        throw new AppError(outcome.refused.code, outcome.refused.fields ? { fields: outcome.refused.fields } : {});
      throw new Error('a quote task answered something else');
    },
    /** Starts the threads ahead of the first task, so the first export does not wait for one to load. */
    warm(): void {
      documents.warm();
      quotes.warm();
    },
    async close(): Promise<void> {
      await Promise.all([documents.close(), quotes.close(), models.close()]);
    },
  };
}
