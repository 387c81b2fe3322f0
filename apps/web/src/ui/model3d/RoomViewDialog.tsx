// "View in your room" (issue 23): signed links to the design's 3D files, asked for by someone
// allowed to see it. On a phone the model opens here with the platform's AR button; on a desktop
// (no camera to place it with) a QR code of the links' page (/ar/<token>) takes the same view to the phone, which is not signed
// in — the links carry the right for an hour. The QR code is drawn by `qrcode` (as the workshop's
// labels are), as an SVG image.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toString as qrSvg } from 'qrcode';
import { modelLinks, type ModelLinks } from '@kubik/contract/models3d';
import { api } from '../../api/instance.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { useCoarsePointer } from '../useCoarsePointer.ts';

// model-viewer is fetched only where it is shown: on a phone.
const ModelStage = lazy(() => import('./ModelStage.tsx').then((module) => ({ default: module.ModelStage })));

/**
 * A saved design's links by their API path (`/projects/{id}/model-links`, …), or a design no record
 * holds (an unsaved draft, a cart item) sent for the server to hold for the links' hour. `name`: the
 * design's, for the model's description and the downloaded file.
 */
export type RoomViewRequest = { linksPath: string; name: string } | { design: unknown; name: string };

type Links = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; links: ModelLinks; code: string };

export function RoomViewDialog({ request, onClose }: { request: RoomViewRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useCoarsePointer();
  const [links, setLinks] = useState<Links>({ status: 'loading' });

  const ask = useCallback(async () => {
    setLinks({ status: 'loading' });
    try {
      const asked =
        'design' in request
          ? api.request('/models/links', { method: 'POST', body: { design: request.design, name: request.name } })
          : api.request(request.linksPath);
      const answer = modelLinks.parse(await asked);
      const code = await qrSvg(answer.page, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      setLinks({ status: 'ready', links: answer, code });
    } catch {
      setLinks({ status: 'failed' });
    }
  }, [request]);

  useEffect(() => {
    void ask();
  }, [ask]);

  const until =
    links.status === 'ready'
      ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(links.links.expiresAt))
      : '';
  return (
    <Modal open onClose={onClose} title={t('room.title')} closeLabel={t('room.close')} wide>
      {links.status === 'loading' ? (
        <p className="room-view__status" role="status">
          <span className="cfg-spinner" aria-hidden="true" />
          {t('room.preparing')}
        </p>
      ) : null}
      {links.status === 'failed' ? (
        <div className="room-view__status" role="alert">
          <p>{t('room.failed')}</p>
          <Button variant="secondary" onClick={() => void ask()}>
            {t('room.newCode')}
          </Button>
        </div>
      ) : null}
      {links.status === 'ready' ? (
        <div className={phone ? 'room-view room-view--phone' : 'room-view'}>
          {phone ? null : (
            <figure className="room-view__code">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(links.code)}`}
                alt={t('room.qrAlt')}
                width={200}
                height={200}
                data-testid="room-qr"
                data-link={links.links.page}
              />
              <figcaption>
                <strong>{t('room.scanTitle')}</strong>
                <span>{t('room.scanText')}</span>
                <span>{t('room.validUntil', { time: until })}</span>
                <a href={links.links.page} target="_blank" rel="noreferrer">
                  {t('room.linkLabel')}
                </a>
              </figcaption>
            </figure>
          )}
          {/* The desktop has the design in 3D already (the configurator): the phone gets the AR view. */}
          {phone ? (
            <Suspense fallback={<span className="cfg-spinner" role="status" aria-label={t('room.loading')} />}>
              <ModelStage glb={links.links.glb} usdz={links.links.usdz} name={request.name} ar />
            </Suspense>
          ) : null}
          <a
            className="button button--secondary room-view__download"
            href={links.links.glb}
            download={`${request.name || 'kubik'}.glb`}
          >
            {t('room.downloadGlb')}
          </a>
        </div>
      ) : null}
    </Modal>
  );
}
