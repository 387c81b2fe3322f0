// Workshop documents for a design: the CNC ZIP and the PDF, built against the catalogue in force
// (a catalogue that does not parse fails the export: see the catalogue module). A project is read
// by its owner, an admin or (the PDF, a piece) a partner user of the owner's partner (ProjectService.read),
// so to anyone else it is "not found". The documents are made off
// the request thread, in the worker pool, which also validates the design. The PDF comes in two
// variants: the customer's (a cover with price, date and Kubik's address; no cutting plan) for the
// owner and for guests, the workshop's (cut sizes, the cutting plan) for staff.
import type { Lang } from '@kubik/design/i18n/lang';
import { AppError } from '../../core/errors.ts';
import type { PdfVariant } from '@kubik/documents/pdf';
import type { WorkerPools } from '../../workers/pool.ts';
import type { DocumentTask } from '../../workers/worker.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { ProjectReader, ProjectService } from '../projects/service.ts';
import type { PublicUrl } from '../../core/public-url.ts';
import { pageUrl } from '@kubik/contract/pages';

export type WorkshopDeps = {
  catalogue: CatalogueService;
  projects: ProjectService;
  workers: WorkerPools;
  publicUrl: PublicUrl;
  seller: { name: string; address: string | undefined; email: string | undefined; phone: string | undefined };
  timeZone: string;
  /** A customer's partner discount, uncapped (the partners module's port; 0 without a partner): the cover's price is theirs. */
  discountOf: (userId: string) => Promise<number>;
};

export function createWorkshopService(deps: WorkshopDeps) {
  const make = async (
    kind: DocumentTask['kind'],
    design: unknown,
    extra: Omit<DocumentTask, 'kind' | 'design' | 'catalogue'> = {},
  ): Promise<Uint8Array> =>
    deps.workers.document({
      kind,
      design,
      catalogue: await deps.catalogue.current(),
      timeZone: deps.timeZone,
      ...extra,
    });
  /** The price on the cover is the one the customer sees in the configurator and the cart: their partner's rate, the shipping table in force. */
  const shopTerms = async (customerId: string | null) => ({
    partnerDiscountBp: customerId ? await deps.discountOf(customerId) : 0,
    shippingTable: await deps.catalogue.shippingTable(),
  });
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    /** The files and the pieces' labels (in `lang`; each piece's link names the project). */
    async projectCncZip(id: string, reader: ProjectReader, lang: Lang): Promise<{ name: string; zip: Buffer }> {
      const project = await deps.projects.read(id, reader);
      return {
        name: project.name,
        zip: buffer(
          await make('zip', project.design, { lang, pieces: { job: project.id, baseUrl: deps.publicUrl() } }),
        ),
      };
    },
    /** One piece of the project's CNC package as its label's QR code names it ("<part>-<index>"): the label's data, the board's drawing (SVG) and its holes; 404 when the design has no such piece. */
    async projectPiece(
      id: string,
      reader: ProjectReader,
      key: string,
    ): Promise<{ projectId: string; name: string; piece: unknown }> {
      const project = await deps.projects.read(id, reader);
      const piece: unknown = JSON.parse(
        new TextDecoder().decode(
          await make('piece', project.design, { piece: key, pieces: { job: project.id, baseUrl: deps.publicUrl() } }),
        ),
      );
      if (piece === null) throw new AppError('not_found');
      return { projectId: project.id, name: project.name, piece };
    },
    async projectPdf(
      id: string,
      reader: ProjectReader,
      lang: Lang,
      variant: PdfVariant = 'customer',
    ): Promise<{ name: string; pdf: Buffer }> {
      const project = await deps.projects.read(id, reader);
      const contact = {
        web: deps.publicUrl(),
        designUrl: pageUrl(deps.publicUrl(), 'project', { projectId: project.id }),
        seller: deps.seller,
      };
      const shop = await shopTerms(project.owner?.id ?? reader.userId);
      return {
        name: project.name,
        pdf: buffer(await make('pdf', project.design, { lang, title: project.name, variant, contact, shop })),
      };
    },
    /** `customerId`: the signed-in user asking (their partner discount), null for a guest. */
    async designPdf(design: unknown, lang: Lang, customerId: string | null): Promise<Buffer> {
      return buffer(
        await make('pdf', design, {
          lang,
          variant: 'customer',
          contact: { web: deps.publicUrl(), seller: deps.seller },
          shop: await shopTerms(customerId),
        }),
      );
    },
  };
}

export type WorkshopService = ReturnType<typeof createWorkshopService>;

/** A download name: the project's name in ASCII (the header), and in full as RFC 5987 filename*. */
export function attachment(name: string, extension: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\w .-]/g, '')
      .trim()
      .slice(0, 80) || 'kubik';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${name.slice(0, 80)}.${extension}`)}`;
}
