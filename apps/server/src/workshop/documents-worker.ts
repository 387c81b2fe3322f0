// The worker thread that makes workshop documents (see document-pool.ts): validates a design against
// the catalogue, then builds its PDF or CNC ZIP. On a big design that is up to a second of CPU,
// which is why it runs here and not on the thread that answers requests. One job at a time.
import { parentPort } from 'node:worker_threads';
import { validateDesign } from '@kubik/design/validate';
import { cncZip } from '@kubik/documents/cnc-zip';
import { designPdf } from '@kubik/documents/pdf';
import type { DocumentJob, DocumentOutcome } from './document-pool.ts';

async function make(job: DocumentJob): Promise<DocumentOutcome> {
  try {
    const validation = validateDesign(job.design, job.catalogue);
    if (!validation.ok) return { ok: false, code: 'invalid_design' };
    const pdfOptions = { ...(job.lang ? { lang: job.lang } : {}), ...(job.title !== undefined ? { title: job.title } : {}) };
    const bytes = job.kind === 'pdf' ? await designPdf(validation.model, pdfOptions) : cncZip(validation.model);
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, code: 'internal', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

/** The bytes as a whole ArrayBuffer of their own, so they can be handed over without a copy. */
function transferable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

const port = parentPort;
if (!port) throw new Error('documents-worker.ts runs as a worker thread (document-pool.ts starts it)');
port.on('message', (job: DocumentJob) => {
  void make(job).then((outcome) => {
    if (!outcome.ok) return port.postMessage(outcome);
    const bytes = transferable(outcome.bytes);
    port.postMessage({ ok: true, bytes }, [bytes.buffer as ArrayBuffer]);
  });
});
