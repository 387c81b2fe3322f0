// "Ask for an offer" on the cart page (issue 14 §1): the cart's projects to choose from. The
// configurator's price bar has its own button (AskForOfferFromDesign.tsx). Composed by app/
// (Layouts.tsx), so the cart does not import this feature.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferProject } from '../../ui/askForOffer.ts';
import { Button } from '../../ui/Button.tsx';
import { SendInquiryDialog } from './SendInquiryDialog.tsx';

/** On the cart page: the cart's projects, all ticked, to send together (the cart is signed-in only). */
export function AskForOfferFromCart({ projects }: { projects: OfferProject[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The cart may change while the form is open; the form keeps the projects it opened with.
  const [offered, setOffered] = useState<OfferProject[]>([]);
  return (
    <>
      <p>{t('inquirySend.cartHint')}</p>
      <Button
        variant="secondary"
        disabled={projects.length === 0}
        onClick={() => {
          setOffered(projects);
          setOpen(true);
        }}
        data-testid="ask-for-offer"
      >
        {t('inquirySend.ask')}
      </Button>
      <SendInquiryDialog open={open} projects={offered} from="cart" onClose={() => setOpen(false)} />
    </>
  );
}
