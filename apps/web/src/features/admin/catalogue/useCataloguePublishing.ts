// The catalogue editor's talks with the server: preview the draft, publish it with a note, reload when stale.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogue, CataloguePreview } from '@kubik/contract/admin-catalogue';
import { isApiError } from '../../../api/errors.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { notify } from '../../../ui/Toasts.tsx';
import { catalogueApi, catalogueKey } from './catalogueApi.ts';
import type { Draft } from './draft.ts';

/** Preview and publish of the draft: the preview's answer, what is running, the last failure, and whether the
 * catalogue moved on meanwhile (stale: only a reload helps). */
export function useCataloguePublishing(data: AdminCatalogue, draft: Draft, note: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [preview, setPreview] = useState<CataloguePreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'publish' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.code === 'conflict') {
      setStale(true);
      setFailure(t('adminCatalogue.stale', { version: error.details.version ?? '' }));
    } else setFailure(apiErrorMessage(t, error));
  };

  async function runPreview() {
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await catalogueApi.preview(data.version, draft));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function publish() {
    setBusy('publish');
    setFailure(null);
    try {
      const next = await catalogueApi.publish(data.version, draft, note.trim());
      notify.success(t('adminCatalogue.published', { version: next.version }));
      // A new version remounts the editor (its key) with the published catalogue as the new base.
      client.setQueryData(catalogueKey, next);
    } catch (error) {
      failed(error);
      setBusy(null);
    }
  }

  async function reload() {
    await client.invalidateQueries({ queryKey: catalogueKey });
  }

  return { preview, setPreview, busy, failure, setFailure, stale, runPreview, publish, reload };
}
