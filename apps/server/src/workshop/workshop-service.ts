// Workshop documents for a design: the CNC ZIP and the PDF, built against the catalogue in force.
// A project is only ever read through findOwned, so someone else's project is "not found". The
// documents are made off the request thread, in the pool's workers (document-pool.ts), which
// also validate the design.
import type { Lang } from '@kubik/design/i18n/lang';
import type { CatalogueService } from '../designs/catalogue-service.ts';
import { AppError } from '../http/errors.ts';
import type { ProjectRepository } from '../projects/project-repository.ts';
import type { DocumentJob, DocumentPool } from './document-pool.ts';

export function createWorkshopService(deps: { catalogue: CatalogueService; projects: ProjectRepository; documents: DocumentPool }) {
  const make = async (job: Omit<DocumentJob, 'catalogue'>): Promise<Uint8Array> => {
    const { catalogue } = await deps.catalogue.current();
    return deps.documents.make({ ...job, catalogue });
  };
  const owned = async (id: string, ownerId: string) => {
    const project = await deps.projects.findOwned(id, ownerId);
    if (!project) throw new AppError('not_found');
    return project;
  };
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    async projectCncZip(id: string, ownerId: string): Promise<{ name: string; zip: Uint8Array }> {
      const project = await owned(id, ownerId);
      return { name: project.name, zip: await make({ kind: 'zip', design: project.design }) };
    },
    async projectPdf(id: string, ownerId: string, lang: Lang): Promise<{ name: string; pdf: Buffer }> {
      const project = await owned(id, ownerId);
      return { name: project.name, pdf: buffer(await make({ kind: 'pdf', design: project.design, lang, title: project.name })) };
    },
    async designPdf(design: unknown, lang: Lang): Promise<Buffer> {
      return buffer(await make({ kind: 'pdf', design, lang }));
    },
  };
}

export type WorkshopService = ReturnType<typeof createWorkshopService>;

/** A download name: the project's name in ASCII (the header), and in full as RFC 5987 filename*. */
export function attachment(name: string, extension: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\w .-]/g, '').trim().slice(0, 80) || 'kubik';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name.slice(0, 80)}.${extension}`)}`;
}
