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
  const opened = useOpenedVariants(variants, editor.catalogue);
  const [picture] = useState(() => capture());
  const [busy, setBusy] = useState(false);

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
          <VariantPicture src={picture} />
          <h3 className="cfg-variant__title">{t('configurator.variants.current')}</h3>
          <p className="cfg-variant__price" data-testid="variant-price">
            {formatMoney(locale, now.cents)}
          </p>
          <p className="cfg-variant__facts">
            {t('configurator.variants.facts', { size: overallSize(current, locale), count: now.cubes })}
          </p>
        </li>
        {variants.map((variant) => (
          <VariantCard
            key={variant.letter}
            variant={variant}
            design={opened.get(variant.letter)}
            editor={editor}
            shop={shop}
            now={now}
            busy={busy}
            onOpen={(design) => void open(variant.letter, design)}
            onDelete={() => setVariants(removeVariant(window.localStorage, scope, variant.letter))}
          />
        ))}
      </ul>
    </Modal>
  );
}

/** Each kept design opened as every stored design is (schema, migrations, sizes snapped); null: it no longer opens. */
function useOpenedVariants(variants: Variant[], catalogue: Editor['catalogue']): ReadonlyMap<string, Design | null> {
  const [opened, setOpened] = useState<ReadonlyMap<string, Design | null>>(new Map());
  useEffect(() => {
    let live = true;
    void Promise.all(variants.map(async (v) => [v.letter, await openDesign(v.design, catalogue)] as const)).then(
      (entries) => {
        if (live) setOpened(new Map(entries));
      },
    );
    return () => {
      live = false;
    };
  }, [variants, catalogue]);
  return opened;
}

/** A card's picture of its design, or an empty frame where there is none. */
function VariantPicture({ src }: { src: string | null }) {
  return src ? (
    <img className="cfg-variant__picture" src={src} alt="" />
  ) : (
    <span className="cfg-variant__picture" aria-hidden="true" />
  );
}

/** A kept variant's card: its picture, price (with the difference to the design on screen), size and cubes, "Open" and "Delete". */
function VariantCard({
  variant,
  design,
  editor,
  shop,
  now,
  busy,
  onOpen,
  onDelete,
}: {
  variant: Variant;
  /** The variant opened; null: it no longer opens; undefined: still opening. */
  design: Design | null | undefined;
  editor: Editor;
  shop: ShopView;
  /** The design on screen's figures. */
  now: ReturnType<typeof facts>;
  busy: boolean;
  onOpen: (design: Design) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const view = design ? variantView(design, editor.catalogue) : null;
  const shown = view ? facts(view, shop) : null;
  const delta = shown ? shown.cents - now.cents : 0;
  const title = t('configurator.variants.letter', { letter: variant.letter });
  return (
    <li className="cfg-variant" data-testid={`variant-${variant.letter}`}>
      <VariantPicture src={variant.thumbnail} />
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
          onClick={() => design && onOpen(design)}
          disabled={busy || !design}
          aria-label={t('configurator.variants.openNamed', { name: title })}
        >
          {t('configurator.variants.open')}
        </Button>
        <Button
          variant="secondary"
          onClick={onDelete}
          aria-label={t('configurator.variants.deleteNamed', { name: title })}
        >
          {t('configurator.variants.delete')}
        </Button>
      </div>
    </li>
  );
}
