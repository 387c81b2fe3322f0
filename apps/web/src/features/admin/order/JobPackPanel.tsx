// The order's job pack on the admin's order page: whether it is made yet and what it is (when, with
// which catalogue version, its size and SHA-256), the ZIP and the order's cut list (read from the
// pack). The pack is made once, on the first download, from the order's frozen items, and every
// download after is the same file; while it is being made the button and a progress line say so.
// A design that does not validate gets no pack: the server's reason is shown here.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import { formatDateTime, formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { fileName, saveFile } from '../../../ui/download.ts';
import { notify } from '../../../ui/Toasts.tsx';
import { adminOrderApi, adminOrderKeys } from './orderApi.ts';

type Download = { key: 'pack' | 'cut'; path: string; name: string };

export function JobPackPanel({
  order,
  errorText,
}: {
  order: Pick<AdminOrder, 'id' | 'number'>;
  errorText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const info = useQuery({
    queryKey: adminOrderKeys.jobPack(order.id),
    queryFn: ({ signal }) => adminOrderApi.jobPack(order.id, signal),
  });
  const [busy, setBusy] = useState<Download['key'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const made = info.data?.made === true;

  const download = async ({ key, path, name }: Download) => {
    setBusy(key);
    setProblem(null);
    try {
      saveFile(await adminOrderApi.file(order.id, path), name);
    } catch (error) {
      setProblem(errorText(error));
      notify.error(errorText(error));
    } finally {
      setBusy(null);
      await queries.invalidateQueries({ queryKey: adminOrderKeys.jobPack(order.id) });
    }
  };
  const button = (d: Download, label: string) => (
    <Button
      variant={d.key === 'pack' ? 'primary' : 'secondary'}
      onClick={() => void download(d)}
      disabled={busy !== null}
      aria-busy={busy === d.key}
    >
      {busy === d.key ? (made ? t('adminOrder.files.preparing') : t('adminOrder.jobPack.making')) : label}
    </Button>
  );

  return (
    <div className="job-pack" data-testid="job-pack">
      <h3 className="admin-order__subtitle">{t('adminOrder.jobPack.title')}</h3>
      <p className="admin-order__muted">{t('adminOrder.jobPack.contents')}</p>
      <p className="admin-order__buttons">
        {button(
          { key: 'pack', path: 'job-pack.zip', name: fileName(`${order.number}-job-pack`, 'kubik', 'zip') },
          t('adminOrder.jobPack.download'),
        )}
        {button(
          { key: 'cut', path: 'cut-list.csv', name: fileName(`${order.number}-cut-list`, 'kubik', 'csv') },
          t('adminOrder.files.cutList'),
        )}
      </p>
      {busy !== null && !made ? (
        <div role="status" className="job-pack__progress">
          <progress aria-label={t('adminOrder.jobPack.making')} />
          <span>{t('adminOrder.jobPack.makingNote')}</span>
        </div>
      ) : null}
      {problem ? (
        <p className="shop-warning" role="alert">
          {problem}
        </p>
      ) : null}
      {info.isError ? <p className="shop-warning">{errorText(info.error)}</p> : null}
      {info.data?.made === true ? (
        <p className="admin-order__muted" data-testid="job-pack-made">
          {t('adminOrder.jobPack.made', {
            date: formatDateTime(locale, info.data.createdAt),
            version: info.data.catalogueVersion,
            size: `${formatNumber(locale, Math.max(1, Math.round(info.data.size / 1024)))} KB`,
            hash: info.data.sha256.slice(0, 16),
          })}
          <br />
          {t('adminOrder.jobPack.kept')}
        </p>
      ) : info.data ? (
        <p className="admin-order__muted">{t('adminOrder.jobPack.notMade')}</p>
      ) : null}
    </div>
  );
}
