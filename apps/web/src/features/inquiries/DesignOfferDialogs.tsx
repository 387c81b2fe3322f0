// The dialogs behind the price bar's "Ask for an offer" (AskForOfferFromDesign.tsx): the inquiry
// form for the saved design, or, for a guest, the way to sign in or register and come back to it.
import { useTranslation } from 'react-i18next';
import type { OfferProject } from '../../ui/askForOffer.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { DesignForShop } from '../../ui/designActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SendInquiryDialog } from './SendInquiryDialog.tsx';

export function DesignOfferDialogs({
  design,
  project,
  guest,
  onClose,
}: {
  design: DesignForShop;
  project: OfferProject | null;
  guest: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SendInquiryDialog open={project !== null} projects={project ? [project] : []} from="design" onClose={onClose} />
      <Modal open={guest} onClose={onClose} title={t('inquirySend.guest.title')} closeLabel={t('inquirySend.close')}>
        <p>{t('inquirySend.guest.text')}</p>
        <div className="confirm__buttons">
          <ButtonLink to={`/login?redirect=${encodeURIComponent(design.returnPath('inquiry'))}`} variant="secondary">
            {t('inquirySend.guest.signIn')}
          </ButtonLink>
          <ButtonLink to={`/register?redirect=${encodeURIComponent(design.returnPath('inquiry'))}`}>
            {t('inquirySend.guest.register')}
          </ButtonLink>
        </div>
      </Modal>
    </>
  );
}
