// "Publish as configuration" (admins, on a project opened read-only): the names and descriptions
// in sl, en and es, the picture — a capture of the scene as it is shown now, so the card shows
// the design itself — the room it is meant for and the place in the list. The server freezes a copy of the design.
import { useEffect, useState } from 'react';
import { useNavigate } from '../../../ui/routing.tsx';
import type { ConfigurationRoom } from '@kubik/contract/projects';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import {
  clearFilled,
  ConfigurationRoomField,
  ConfigurationTextFields,
  emptyTexts,
  missingTexts,
  serverFieldErrors,
  trimmedTexts,
  type TextErrors,
} from '../../../ui/ConfigurationTexts.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { publishConfiguration } from '../api.ts';
import { thumbnailOf } from './thumbnail.ts';

export function PublishDialog({
  projectId,
  projectName,
  projectThumbnail,
  capture,
  onClose,
}: {
  projectId: string;
  projectName: string;
  projectThumbnail: string | null;
  capture: () => string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [texts, setTexts] = useState(() => emptyTexts(projectName));
  const [position, setPosition] = useState('');
  const [room, setRoom] = useState<ConfigurationRoom>('living');
  const [picture, setPicture] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<TextErrors>({});
  const [busy, setBusy] = useState(false);

  // The picture: the scene now, scaled like a project's thumbnail; the project's own if that fails.
  useEffect(() => {
    let live = true;
    void thumbnailOf(capture()).then((captured) => live && setPicture(captured ?? projectThumbnail));
    return () => {
      live = false;
    };
  }, [capture, projectThumbnail]);

  const submit = async () => {
    const missing = missingTexts(texts, t('configurationTexts.required'));
    if (!picture) missing.thumbnail = t('configurator.publish.noPicture');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const place = Number.parseInt(position, 10);
      await publishConfiguration({
        projectId,
        ...trimmedTexts(texts),
        thumbnail: picture!,
        room,
        ...(place >= 1 ? { position: place } : {}),
      });
      notify.success(t('configurator.publish.done'));
      onClose();
      void navigate('/dashboard/admin/configurations');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      notify.error(apiErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('configurator.publish.title')}
      closeLabel={t('configurator.share.close')}
      wide
    >
      <form
        className="publish-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('configurator.publish.intro')}</p>
        <figure className="publish-form__picture">
          {picture ? <img src={picture} alt={t('configurator.publish.pictureAlt', { name: projectName })} /> : null}
          {picture === undefined ? (
            <span className="cfg-working" role="status">
              <span className="cfg-spinner" aria-hidden="true" />
              {t('configurator.publish.capturing')}
            </span>
          ) : null}
          <figcaption>{errors.thumbnail ?? t('configurator.publish.pictureNote')}</figcaption>
        </figure>
        <ConfigurationTextFields
          value={texts}
          onChange={(next) => {
            setTexts(next);
            setErrors((current) => clearFilled(current, next));
          }}
          errors={errors}
        />
        <ConfigurationRoomField value={room} onChange={setRoom} />
        <div className="field">
          <label className="field__label" htmlFor="publish-position">
            {t('configurator.publish.position')}
          </label>
          <input
            id="publish-position"
            className="field__input publish-form__position"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            placeholder={t('configurator.publish.positionLast')}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
          />
        </div>
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={onClose}>
            {t('configurator.publish.cancel')}
          </Button>
          <Button type="submit" disabled={busy || picture === undefined} aria-busy={busy}>
            {t('configurator.publish.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
