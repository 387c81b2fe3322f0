// The share dialog (the app's modal): create the link, copy it, or revoke it (the link then
// answers "not found"). Loaded when it is first opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { projectsApi } from '../api.ts';

export function ShareDialog({
  projectId,
  shareId,
  onChange,
  onClose,
}: {
  projectId: string;
  shareId: string | null;
  onChange: (shareId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const url = shareId ? `${window.location.origin}/configurator/share/${shareId}` : null;

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
    <Modal open onClose={onClose} title={t('configurator.share.title')} closeLabel={t('configurator.share.close')}>
      <p>{t('configurator.share.intro')}</p>
      {url ? (
        <>
          <label className="field__label" htmlFor="share-url">
            {t('configurator.share.link')}
          </label>
          <input
            id="share-url"
            className="field__input cfg-share__url"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
          <div className="confirm__buttons">
            <Button variant="secondary" disabled={busy} onClick={() => void revoke()}>
              {t('configurator.share.revoke')}
            </Button>
            <Button onClick={() => void copy()}>{t('configurator.share.copy')}</Button>
          </div>
        </>
      ) : (
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={onClose}>
            {t('configurator.share.close')}
          </Button>
          <Button disabled={busy} onClick={() => void create()}>
            {t('configurator.share.create')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
