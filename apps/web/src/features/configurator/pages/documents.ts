// The design's documents from the server: the PDF of the design in hand (guests too), and a saved
// project's PDF and CNC ZIP (its owner, or an admin), downloaded under the design's name. A failure throws with
// the server's message when it sent one (429: too many PDFs).
import type { Design } from '@kubik/design/schema/document';
import type { Locale } from '@kubik/contract/locale';
import { api } from '../../../api/instance.ts';
import { isApiError } from '../../../api/errors.ts';
import { fileName, saveFile } from '../../../ui/download.ts';

export class DocumentError extends Error {}

async function serverMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : '';
  } catch {
    return '';
  }
}

/** The design in hand as a PDF in the UI's language, saved as "<design name>.pdf". */
export async function exportDesignPdf(design: Design, locale: Locale, fallbackName: string): Promise<void> {
  const response = await fetch('/api/designs/pdf', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ design, locale }),
  });
  if (!response.ok) throw new DocumentError(await serverMessage(response));
  saveFile(await response.blob(), fileName(design.name, fallbackName, 'pdf'));
}

/** A saved project's PDF (in the UI's language; the workshop's for admins) or its CNC files as a ZIP. */
export async function downloadProjectFile(
  projectId: string,
  kind: 'pdf' | 'workshopPdf' | 'cnc' | 'outline',
  locale: Locale,
  name: string,
  fallbackName: string,
): Promise<void> {
  const project = `/projects/${encodeURIComponent(projectId)}`;
  const path =
    kind === 'cnc'
      ? `${project}/cnc.zip?locale=${locale}`
      : kind === 'outline'
        ? `${project}/outline.dxf?locale=${locale}`
        : `${project}/pdf?locale=${locale}${kind === 'workshopPdf' ? '&variant=workshop' : ''}`;
  try {
    const blob = await api.request<Blob>(path, { as: 'blob' });
    saveFile(blob, fileName(name, fallbackName, kind === 'cnc' ? 'zip' : kind === 'outline' ? 'dxf' : 'pdf'));
  } catch (error) {
    throw new DocumentError(isApiError(error) ? error.message : '');
  }
}
