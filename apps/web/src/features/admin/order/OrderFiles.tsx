// The order's files on the admin's order page: the download buttons (one file at a time, each saying
// "preparing" while it is made) and the files section (the job pack and the parts' labels).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import { Button } from '../../../ui/Button.tsx';
import { fileName, saveFile } from '../../../ui/download.ts';
import { JobPackPanel } from './JobPackPanel.tsx';
import { adminOrderApi } from './orderApi.ts';

/** A file of the order's (`path` under the order) or one made otherwise (a function). */
type FileSource = string | (() => Promise<Blob>);

/** The order's downloads: the key of the one being prepared (null: none), and how to fetch and save one. */
export function useOrderDownloads(orderId: AdminOrder['id'], failed: (error: unknown) => void) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (key: string, path: FileSource, name: string) => {
    setDownloading(key);
    try {
      saveFile(await (typeof path === 'string' ? adminOrderApi.file(orderId, path) : path()), name);
    } catch (error) {
      failed(error);
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}

export type OrderDownloads = ReturnType<typeof useOrderDownloads>;

/** A button that downloads one file; all of them wait while one is being prepared. */
export function FileButton({
  fileKey,
  path,
  name,
  label,
  ariaLabel,
  downloads: { downloading, download },
}: {
  fileKey: string;
  path: FileSource;
  name: string;
  label: string;
  ariaLabel?: string | undefined;
  downloads: OrderDownloads;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      onClick={() => void download(fileKey, path, name)}
      disabled={downloading !== null}
      aria-busy={downloading === fileKey}
      aria-label={ariaLabel}
    >
      {downloading === fileKey ? t('adminOrder.files.preparing') : label}
    </Button>
  );
}

/** The files section: the job pack, and the parts' labels on A4 sheets or a 100×50 roll. */
export function OrderFilesSection({
  order,
  errorText,
  downloads,
}: {
  order: AdminOrder;
  errorText: (error: unknown) => string;
  downloads: OrderDownloads;
}) {
  const { t } = useTranslation();
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-files">
      <h2 id="admin-order-files" className="admin-order__title">
        {t('adminOrder.files.title')}
      </h2>
      <JobPackPanel order={order} errorText={errorText} />
      <p className="admin-order__buttons">
        <FileButton
          fileKey="labels"
          path="labels.pdf?layout=a4"
          name={fileName(`${order.number}-labels`, 'kubik', 'pdf')}
          label={t('adminOrder.files.labels')}
          downloads={downloads}
        />
        <FileButton
          fileKey="labels-roll"
          path="labels.pdf?layout=roll"
          name={fileName(`${order.number}-labels-100x50`, 'kubik', 'pdf')}
          label={t('adminOrder.files.labelsRoll')}
          downloads={downloads}
        />
      </p>
      {downloads.downloading?.startsWith('labels') ? (
        <p className="admin-order__muted" role="status">
          {t('adminOrder.files.wait')}
        </p>
      ) : null}
    </section>
  );
}
