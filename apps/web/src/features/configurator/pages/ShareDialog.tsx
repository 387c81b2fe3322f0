// The share dialog: create the link, copy it, or revoke it (the link then answers "not found").
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { projectsApi } from '../api.ts';

export function ShareDialog({ projectId, shareId, onChange, onClose }: { projectId: string; shareId: string | null; onChange: (shareId: string | null) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const url = shareId ? `${window.location.origin}/configurator/share/${shareId}` : null;

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const create = async () => {
    setBusy(true);
    try {
      const answer = await projectsApi.share(projectId);
      onChange(answer.shareId);
    } catch {
      notify.error(t('configurator.project.failed'));
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await projectsApi.unshare(projectId);
      onChange(null);
      notify.success(t('configurator.share.revoked'));
    } catch {
      notify.error(t('configurator.project.failed'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('configurator.share.copied'));
    } catch {
      notify.info(url);
    }
  };

  return (
    <dialog ref={dialog} className="cfg-dialog" aria-labelledby="share-title" onClose={onClose}>
      <h2 id="share-title">{t('configurator.share.title')}</h2>
      <p>{t('configurator.share.intro')}</p>
      {url ? (
        <>
          <label className="field__label" htmlFor="share-url">{t('configurator.share.link')}</label>
          <input id="share-url" className="field__input" readOnly value={url} onFocus={(e) => e.target.select()} />
          <div className="cfg-dialog__buttons">
            <Button onClick={() => void copy()}>{t('configurator.share.copy')}</Button>
            <Button variant="secondary" disabled={busy} onClick={() => void revoke()}>{t('configurator.share.revoke')}</Button>
            <Button variant="ghost" onClick={() => dialog.current?.close()}>{t('configurator.share.close')}</Button>
          </div>
        </>
      ) : (
        <div className="cfg-dialog__buttons">
          <Button disabled={busy} onClick={() => void create()}>{t('configurator.share.create')}</Button>
          <Button variant="ghost" onClick={() => dialog.current?.close()}>{t('configurator.share.close')}</Button>
        </div>
      )}
    </dialog>
  );
}
