// "Ask for an offer" (issue 14 §1) in the configurator's price bar: the design on screen, saved
// first as "Add to cart" does (pending edits flushed, a signed-in user's draft made a project with
// `?intent=inquiry`, a guest asked to sign in or register and brought back to the same design with
// the form open). The button's texts are the shop's; the form and the guest's dialog load with the
// inquiry texts when the pointer or the focus reaches the button (issue 22: a first visit fetches
// neither). Composed by app/ (ShopPriceActions.tsx), so the configurator does not import this feature.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inquiriesMessages, loadMessages } from '../../i18n/i18n.ts';
import type { OfferProject } from '../../ui/askForOffer.ts';
import { Button } from '../../ui/Button.tsx';
import type { DesignForShop } from '../../ui/designActions.tsx';

const loadDialogs = () =>
  Promise.all([import('./DesignOfferDialogs.tsx'), loadMessages(inquiriesMessages)]).then(([module]) => module);
const DesignOfferDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.DesignOfferDialogs })));
const prefetchDialogs = () => void loadDialogs().catch(() => undefined);

export function AskForOfferFromDesign({ design }: { design: DesignForShop }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [guest, setGuest] = useState(false);
  const [project, setProject] = useState<OfferProject | null>(null);
  const started = useRef(false);
  const latest = useRef(design);
  latest.current = design;

  const run = async () => {
    prefetchDialogs();
    setSaving(true);
    try {
      const saved = await latest.current.save('inquiry');
      if (saved === 'guest') setGuest(true);
      if (typeof saved === 'object')
        setProject({ projectId: saved.projectId, name: latest.current.name, thumbnail: null });
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

  const close = () => {
    setProject(null);
    setGuest(false);
  };
  const hintId = 'ask-for-offer-hint';
  return (
    <>
      <Button
        variant="secondary"
        className="shop-quote"
        onClick={() => void run()}
        onPointerEnter={prefetchDialogs}
        onFocus={prefetchDialogs}
        disabled={saving || !design.orderable}
        aria-busy={saving}
        aria-describedby={design.orderable ? undefined : hintId}
        data-testid="ask-for-offer"
      >
        {t('shop.askForOffer')}
      </Button>
      {design.orderable ? null : (
        <span id={hintId} className="visually-hidden">
          {t('shop.askForOfferNotOrderable')}
        </span>
      )}
      {project !== null || guest ? (
        <Suspense fallback={null}>
          <DesignOfferDialogs design={design} project={project} guest={guest} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
