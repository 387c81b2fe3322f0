// Compare and keep (issue 22): the design on screen beside the variants kept of it — picture, size,
// cubes and the price as the price bar shows it, with the difference — and "Open" to flip to one
// (the design on screen takes its slot, so the next flip brings it back; one undo step). Keeping a
// variant is in the "More" menu (ProjectActions). Loaded when first opened.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Design } from '@kubik/design/schema/document';
import { formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { useShopTerms, type ShopView } from '../../../ui/shopTerms.ts';
import { shippingTableInForce } from '../api.ts';
import type { Editor } from '../editor/editor.ts';
import { openDesign } from '../editor/openDesign.ts';
import {
  readVariants,
  removeVariant,
  replaceDesign,
  swapVariant,
  variantView,
  type Variant,
} from '../editor/variants.ts';
import { designPriceOf, overallSize } from '../panels/Summary.tsx';
import { thumbnailOf } from './thumbnail.ts';

/** What a card shows of a design: the price bar's figure, the size and the number of cubes. */
function facts(view: ReturnType<typeof variantView>, shop: ShopView) {
  const { totals } = designPriceOf(view, shop);
  return {
    cents: shop.netFirst ? totals.netCents : totals.grossCents,
    cubes: view.design.elements.filter((el) => el.kind === 'cube').length,
  };
}

export function VariantsDialog({
  editor,
  capture,
  scope,
  onClose,
}: {
  editor: Editor;
  capture: () => string | null;
  scope: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shop = useShopTerms(editor.catalogue, shippingTableInForce());
  const [variants, setVariants] = useState<Variant[]>(() => readVariants(window.localStorage, scope));
  // Each kept design opened as every stored design is (schema, migrations, sizes snapped); null: it no longer opens.
  const [opened, setOpened] = useState<ReadonlyMap<string, Design | null>>(new Map());
  const [picture] = useState(() => capture());
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all(variants.map(async (v) => [v.letter, await openDesign(v.design, editor.catalogue)] as const)).then(
      (entries) => {
        if (live) setOpened(new Map(entries));
      },
    );
    return () => {
      live = false;
    };
  }, [variants, editor.catalogue]);

  const current = editor.snapshot();
  const now = facts(current, shop);

  const open = async (letter: string, design: Design) => {
    setBusy(true);
    try {
      const thumbnail = await thumbnailOf(capture());
      if (!swapVariant(window.localStorage, scope, letter, editor.store.design(), thumbnail)) {
        notify.error(t('configurator.variants.storageFailed'));
        return;
      }
      editor.store.run(replaceDesign(editor.store, design));
      notify.success(t('configurator.variants.opened', { letter }));
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('configurator.variants.title')}
      closeLabel={t('configurator.share.close')}
      wide
    >
      <p className="cfg-variants__intro">
        {t(variants.length === 0 ? 'configurator.variants.none' : 'configurator.variants.intro')}
      </p>
      <ul className="cfg-variants" data-testid="variants">
        <li className="cfg-variant cfg-variant--current" data-testid="variant-current">
          {picture ? (
            <img className="cfg-variant__picture" src={picture} alt="" />
          ) : (
            <span className="cfg-variant__picture" aria-hidden="true" />
          )}
          <h3 className="cfg-variant__title">{t('configurator.variants.current')}</h3>
          <p className="cfg-variant__price" data-testid="variant-price">
            {formatMoney(locale, now.cents)}
          </p>
          <p className="cfg-variant__facts">
            {t('configurator.variants.facts', { size: overallSize(current, locale), count: now.cubes })}
          </p>
        </li>
        {variants.map((variant) => {
          const design = opened.get(variant.letter);
          const view = design ? variantView(design, editor.catalogue) : null;
          const shown = view ? facts(view, shop) : null;
          const delta = shown ? shown.cents - now.cents : 0;
          const title = t('configurator.variants.letter', { letter: variant.letter });
          return (
            <li key={variant.letter} className="cfg-variant" data-testid={`variant-${variant.letter}`}>
              {variant.thumbnail ? (
                <img className="cfg-variant__picture" src={variant.thumbnail} alt="" />
              ) : (
                <span className="cfg-variant__picture" aria-hidden="true" />
              )}
              <h3 className="cfg-variant__title">{title}</h3>
              {view && shown ? (
                <>
                  <p className="cfg-variant__price" data-testid="variant-price">
                    {formatMoney(locale, shown.cents)}
                    {delta !== 0 ? (
                      <span className="cfg-variant__delta">
                        {' '}
                        ({delta > 0 ? '+' : '−'}
                        {formatMoney(locale, Math.abs(delta))})
                      </span>
                    ) : null}
                  </p>
                  <p className="cfg-variant__facts">
                    {t('configurator.variants.facts', { size: overallSize(view, locale), count: shown.cubes })}
                  </p>
                </>
              ) : (
                <p className="cfg-variant__facts">
                  {t(design === null ? 'configurator.variants.broken' : 'configurator.variants.opening')}
                </p>
              )}
              <div className="cfg-variant__actions">
                <Button
                  onClick={() => design && void open(variant.letter, design)}
                  disabled={busy || !design}
                  aria-label={t('configurator.variants.openNamed', { name: title })}
                >
                  {t('configurator.variants.open')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setVariants(removeVariant(window.localStorage, scope, variant.letter))}
                  aria-label={t('configurator.variants.deleteNamed', { name: title })}
                >
                  {t('configurator.variants.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
