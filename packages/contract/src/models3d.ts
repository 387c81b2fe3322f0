// The design as a 3D file (issue 23): GLB for Scene Viewer, model-viewer and CAD, USDZ for Apple's
// AR Quick Look. The files of a project, a share or an order item are read with the same rights as
// their PDFs; a phone and the platforms' AR viewers send no token, so someone allowed asks for signed
// links that work without one until they expire (decision 0019).
import { z } from 'zod';

export const modelFormats = ['glb', 'usdz'] as const;
export type ModelFormat = (typeof modelFormats)[number];

/** The files' media types, as served. */
export const modelMediaTypes: Record<ModelFormat, string> = { glb: 'model/gltf-binary', usdz: 'model/vnd.usdz+zip' };

/** How long a signed link works (an hour: enough to scan a QR code and walk to the room). */
export const modelLinkSeconds = 60 * 60;

/**
 * Signed links to a design's 3D files, made for someone allowed to see it: `glb` and `usdz` load
 * without credentials (what model-viewer's `src`/`ios-src`, Scene Viewer's `file=` and Quick Look
 * fetch), `page` is the web page for the desktop's QR code (`/ar/<token>`); all until `expiresAt`.
 */
export const modelLinks = z.object({
  glb: z.string(),
  usdz: z.string(),
  page: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
});
export type ModelLinks = z.infer<typeof modelLinks>;

/** A signed link's token, as `/ar/<token>` and `?token=` carry it (a JWT: three base64url parts). */
export const modelToken = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

/** What the `/ar/<token>` page shows: the design's name and the same links again. */
export const signedModel = modelLinks.extend({ name: z.string() });
export type SignedModel = z.infer<typeof signedModel>;
