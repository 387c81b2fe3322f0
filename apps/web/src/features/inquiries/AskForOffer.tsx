// "Ask for an offer" (issue 14 §1) where the customer stands: in the configurator's price bar (the
// design on screen, saved first as "Add to cart" does: pending edits flushed, a signed-in user's
// draft made a project with `?intent=inquiry`, a guest asked to sign in or register and brought back
// to the same design with the form open) and on the cart page (the cart's projects to choose from).
// Composed by app/ (ShopPriceActions.tsx, Layouts.tsx), so neither the configurator nor the cart
// imports this feature.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferProject } from '../../ui/askForOffer.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import type { DesignForShop } from '../../ui/designActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { SendInquiryDialog } from './SendInquiryDialog.tsx';

export function AskForOfferFromDesign({ design }: { design: DesignForShop }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [guest, setGuest] = useState(false);
  const [project, setProject] = useState<OfferProject | null>(null);
  const started = useRef(false);
  const latest = useRef(design);
  latest.current = design;

  const run = async () => {
    setSaving(true);
    try {
      const saved = await latest.current.save('inquiry');
      if (saved === 'guest') setGuest(true);
      if (typeof saved === 'object') setProject({ projectId: saved.projectId, name: latest.current.name, thumbnail: null });
    } finally {
      setSaving(false);
    }
  };

  // Back from sign-in, or on the project a draft just became: open the form, once.
  useEffect(() => {
    if (started.current || design.intent !== 'inquiry' || design.projectId === null) return;
    started.current = true;
    design.clearIntent();
    void run();
    // run reads the latest design through a ref; this runs once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [design.intent, design.projectId]);

  const hintId = 'ask-for-offer-hint';
  return (
    <>
      <Button variant="secondary" className="shop-quote" onClick={() => void run()} disabled={saving || !design.orderable} aria-busy={saving} aria-describedby={design.orderable ? undefined : hintId} data-testid="ask-for-offer">
        {t('inquirySend.ask')}
      </Button>
      {design.orderable ? null : <span id={hintId} className="visually-hidden">{t('inquirySend.notOrderable')}</span>}
      <SendInquiryDialog open={project !== null} projects={project ? [project] : []} from="design" onClose={() => setProject(null)} />
      <Modal open={guest} onClose={() => setGuest(false)} title={t('inquirySend.guest.title')} closeLabel={t('inquirySend.close')}>
        <p>{t('inquirySend.guest.text')}</p>
        <div className="confirm__buttons">
          <ButtonLink to={`/login?redirect=${encodeURIComponent(design.returnPath('inquiry'))}`} variant="secondary">{t('inquirySend.guest.signIn')}</ButtonLink>
          <ButtonLink to={`/register?redirect=${encodeURIComponent(design.returnPath('inquiry'))}`}>{t('inquirySend.guest.register')}</ButtonLink>
        </div>
      </Modal>
    </>
  );
}

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
