// A design's GLB on screen with Google's <model-viewer> (issue 23): turned with a mouse or a
// finger, and on a phone placed in the room through the platform's own viewer — WebXR in Chrome,
// Scene Viewer on Android, AR Quick Look (the USDZ) on iPhone and iPad. Those viewers fetch the
// files themselves, so `glb` and `usdz` are hosted, signed links (decision 0019), never blob: URLs.
// `ar-scale="fixed"` keeps the piece at its true size (model-viewer passes `resizable=false` to
// Scene Viewer and `#allowsContentScaling=0` to Quick Look) until the customer unlocks it.
// This module loads model-viewer (its own code; three.js is the app's): only when a 3D view opens.
import '@google/model-viewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './model3d.css';

type Status = 'loading' | 'ready' | 'failed';

export function ModelStage({ glb, usdz, name, ar }: { glb: string; usdz: string; name: string; ar: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [canPlace, setCanPlace] = useState(false);
  const [resizable, setResizable] = useState(false);

  useEffect(() => {
    const viewer = ref.current;
    if (!viewer) return undefined;
    setStatus('loading');
    const loaded = () => {
      setStatus('ready');
      setCanPlace((viewer as HTMLElement & { canActivateAR?: boolean }).canActivateAR === true);
    };
    const failed = () => setStatus('failed');
    viewer.addEventListener('load', loaded);
    viewer.addEventListener('error', failed);
    return () => {
      viewer.removeEventListener('load', loaded);
      viewer.removeEventListener('error', failed);
    };
  }, [glb]);

  return (
    <div className="model-stage">
      <model-viewer
        ref={ref}
        src={glb}
        ios-src={usdz}
        alt={t('room.modelAlt', { name })}
        ar={ar}
        ar-modes="webxr scene-viewer quick-look"
        ar-scale={resizable ? 'auto' : 'fixed'}
        ar-placement="floor"
        camera-controls=""
        touch-action="pan-y"
        shadow-intensity="1"
        loading="eager"
        data-status={status}
        className="model-stage__viewer"
      >
        <button type="button" slot="ar-button" className="button model-stage__place">
          {t('room.placeInRoom')}
        </button>
      </model-viewer>
      {status === 'loading' ? (
        <p className="model-stage__status" role="status">
          <span className="cfg-spinner" aria-hidden="true" />
          {t('room.loading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="model-stage__status" role="alert">
          {t('room.failed')}
        </p>
      ) : null}
      <p className="model-stage__hint">{t('room.preview')}</p>
      {ar && status === 'ready' && !canPlace ? <p className="model-stage__hint">{t('room.noAr')}</p> : null}
      {ar && canPlace ? (
        <label className="model-stage__resize">
          <input type="checkbox" checked={resizable} onChange={(event) => setResizable(event.target.checked)} />
          {t('room.allowScaling')}
        </label>
      ) : null}
    </div>
  );
}
