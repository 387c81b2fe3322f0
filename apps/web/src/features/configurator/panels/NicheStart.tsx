// "Fill my niche" on the guided start: the button, and the form (NicheForm.tsx, with the design
// core's niche search) loaded only when it is first pressed — the route's JavaScript stays lean.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { Design } from '@kubik/design/schema/document';
import type { Locale } from '@kubik/contract/locale';
import type { ShopView } from '../../../ui/shopTerms.ts';

const NicheForm = lazy(() => import('./NicheForm.tsx').then((m) => ({ default: m.NicheForm })));

export function NicheStart(props: {
  catalogue: Catalogue;
  locale: Locale;
  shop: ShopView;
  onStart: (design: Design) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="cfg-niche">
      <button
        type="button"
        className="button button--secondary cfg-niche__open"
        aria-expanded={open}
        aria-controls="cfg-niche-form"
        onClick={() => setOpen(!open)}
      >
        {t('configurator.niche.open')}
      </button>
      {open ? (
        <Suspense fallback={<p className="cfg-hint">{t('configurator.loading')}</p>}>
          <NicheForm {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
