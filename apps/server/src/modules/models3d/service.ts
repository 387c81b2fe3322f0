// A design's 3D files (GLB, USDZ: @kubik/documents/model3d) for whoever may see the design, and
// signed links to them for phones and AR viewers, which send no token.
// - A project: its owner, an admin, or a partner user of the owner's partner (ProjectService.read,
//   as for its PDF); a share: anyone with the share's id while it is shared; an order item: the
//   order's customer, an admin, or a partner user of the customer's partner (the partners module's
//   rule, a port); a cart item: the cart's owner. Anyone else gets 404, as for nothing there.
// - Files are made in the worker pool against the catalogue in force (an order item: its order's
//   version) and kept in an in-memory LRU by design, catalogue version and format (cache.ts).
// - The architect's DXF outlines (@kubik/design/drawing/outline-dxf) for partner users and admins
//   only (403 for a customer), made and kept the same way.
// - A design no saved record holds (an unsaved draft, a cart item) is sent by the browser and held
//   (repository.ts) for the hour its links work; anyone with such a link sees it.
// - A signed link (links.ts) names what it opens and for whom; redeemed, the same rights are asked
//   again. Expired or not Kubik's: 404.
import { createHash } from 'node:crypto';
import type { ModelFormat, ModelLinks, SignedModel } from '@kubik/contract/models3d';
import { parseDesign } from '@kubik/design/schema/document';
import type { Lang } from '@kubik/design/i18n/lang';
import { model3dVersion } from '@kubik/documents/model3d/scene';
import type { PublicUrl } from '../../core/public-url.ts';
import { AppError } from '../../core/errors.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { WorkerPools } from '../../workers/pool.ts';
import type { CatalogueInForce, CatalogueService } from '../catalogue/service.ts';
import type { ProjectService } from '../projects/service.ts';
import { modelKey, type CachedModel, type ModelCache } from './cache.ts';
import type { ModelGrant, ModelLinkSigner, ModelReader, ModelSubject } from './links.ts';
import { createModelDraftRepository } from './repository.ts';

export type { ModelReader, ModelSubject } from './links.ts';

/** An order item with its frozen design, whoever's order it is (the orders module's data, wired in services.ts). */
export type OrderItemSource = (
  orderId: string,
  seq: number,
) => Promise<{ customerId: string; name: string; design: unknown; catalogueVersion: number } | undefined>;

export type ModelFile = CachedModel & { name: string };

/** Raised when the outline drawing changes for the same design, so the cache serves no old one. */
const outlineVersion = 1;

export function createModelService(deps: {
  catalogue: Pick<CatalogueService, 'current' | 'version'>;
  projects: Pick<ProjectService, 'read' | 'shared'>;
  orderItem: OrderItemSource;
  /** An item of the user's own cart (the cart module's service), undefined when not theirs. */
  cartItem: (userId: string, itemId: string) => Promise<{ name: string; design: unknown } | undefined>;
  /** Whether a partner user reads a customer's records (the partners module's rule). */
  partnerReads: (userId: string, customerId: string) => Promise<boolean>;
  workers: Pick<WorkerPools, 'document' | 'model'>;
  cache: ModelCache;
  links: ModelLinkSigner;
  publicUrl: PublicUrl;
  uow: UnitOfWork;
  clock: () => Date;
}) {
  /** Designs held for a link (an unsaved draft's, a cart item's): the module's own table. */
  const held = createModelDraftRepository(deps.uow);
  /** The design the reader may see, with its name and the catalogue it is drawn against; 404 otherwise. */
  async function designOf(
    subject: ModelSubject,
    reader: ModelReader,
  ): Promise<{ name: string; design: unknown; catalogue: CatalogueInForce }> {
    if (subject.kind === 'share') {
      const shared = await deps.projects.shared(subject.shareId);
      return { name: shared.name, design: shared.design, catalogue: await deps.catalogue.current() };
    }
    if (subject.kind === 'held') {
      const row = await held.findLive(subject.id, deps.clock());
      if (!row) throw new AppError('not_found');
      return { name: row.name, design: row.design, catalogue: await deps.catalogue.current() };
    }
    if (!reader) throw new AppError('not_found');
    if (subject.kind === 'cart') {
      const item = await deps.cartItem(reader.userId, subject.itemId);
      if (!item) throw new AppError('not_found');
      return { name: item.name, design: item.design, catalogue: await deps.catalogue.current() };
    }
    if (subject.kind === 'project') {
      const project = await deps.projects.read(subject.id, reader);
      return { name: project.name, design: project.design, catalogue: await deps.catalogue.current() };
    }
    const item = await deps.orderItem(subject.orderId, subject.seq);
    const allowed =
      item &&
      (reader.admin ||
        item.customerId === reader.userId ||
        (reader.partner && (await deps.partnerReads(reader.userId, item.customerId))));
    if (!item || !allowed) throw new AppError('not_found');
    return { name: item.name, design: item.design, catalogue: await deps.catalogue.version(item.catalogueVersion) };
  }

  /** `beforeMaking`: called once the reader is allowed and only when the file is not kept (a rate limit's count). */
  async function file(
    subject: ModelSubject,
    reader: ModelReader,
    format: ModelFormat,
    beforeMaking?: () => Promise<unknown>,
  ): Promise<ModelFile> {
    const { name, design, catalogue } = await designOf(subject, reader);
    const key = modelKey(format, model3dVersion, catalogue.version, design);
    const made = await deps.cache.get(key, async () => {
      await beforeMaking?.();
      return deps.workers.model({ kind: format, design, catalogue });
    });
    return { ...made, name };
  }

  /** A grant from a token; 404 for a forged, altered or expired one (`fields.token` says which of the last). */
  async function granted(token: string): Promise<{ grant: ModelGrant; expiresAt: Date }> {
    const read = await deps.links.read(token);
    if (read === 'expired') throw new AppError('not_found', { fields: { token: 'expired' } });
    if (!read) throw new AppError('not_found');
    return read;
  }

  const linksFor = (token: string, expiresAt: Date): ModelLinks => {
    const base = deps.publicUrl();
    const query = `?token=${encodeURIComponent(token)}`;
    return {
      glb: `${base}/api/models/model.glb${query}`,
      usdz: `${base}/api/models/model.usdz${query}`,
      page: `${base}/ar/${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  };

  return {
    /** The file, for a reader allowed to see the design (404 otherwise). */
    file,

    /**
     * The architect's DXF (plan and elevations with dimensions, titles in `lang`), for partner users
     * and admins who may see the design: 403 for anyone else who may, 404 for who may not.
     */
    async outline(
      subject: ModelSubject,
      reader: NonNullable<ModelReader>,
      lang: Lang,
      beforeMaking?: () => Promise<unknown>,
    ): Promise<ModelFile> {
      const { name, design, catalogue } = await designOf(subject, reader);
      if (!reader.admin && !reader.partner) throw new AppError('forbidden');
      const key = modelKey(`outline-${lang}`, outlineVersion, catalogue.version, design);
      const made = await deps.cache.get(key, async () => {
        await beforeMaking?.();
        return deps.workers.document({ kind: 'outline', design, catalogue, lang });
      });
      return { ...made, name };
    },

    /**
     * Signed links to a design no saved record holds (an unsaved draft, a cart item: the browser
     * sends it): it is held (schema.ts) until the links expire. Anyone may ask, as anyone may have
     * its PDF; a document that is not a design: 400 `invalid_design`.
     */
    async heldLinks(design: unknown, name: string, reader: ModelReader): Promise<ModelLinks> {
      const parsed = parseDesign(design);
      if (!parsed.ok) throw new AppError('invalid_design');
      const id = createHash('sha256')
        .update(`${name}\n${JSON.stringify(design)}`)
        .digest('base64url');
      const subject: ModelSubject = { kind: 'held', id };
      const { token, expiresAt } = await deps.links.sign({ subject, reader });
      await held.hold({ id, name, design, expiresAt }, deps.clock());
      return linksFor(token, expiresAt);
    },

    /** Signed links to the files and the QR code's page, for a reader allowed to see the design now. */
    async links(subject: ModelSubject, reader: ModelReader): Promise<ModelLinks> {
      await designOf(subject, reader);
      const { token, expiresAt } = await deps.links.sign({ subject, reader });
      return linksFor(token, expiresAt);
    },

    /** A signed link's file (no credentials). */
    async signedFile(token: string, format: ModelFormat): Promise<ModelFile> {
      const { grant } = await granted(token);
      return file(grant.subject, grant.reader, format);
    },

    /** What the `/ar/<token>` page shows: the design's name and its links, until the token's expiry. */
    async signed(token: string): Promise<SignedModel> {
      const { grant, expiresAt } = await granted(token);
      const { name } = await designOf(grant.subject, grant.reader);
      return { name, ...linksFor(token, expiresAt) };
    },
  };
}

export type ModelService = ReturnType<typeof createModelService>;
