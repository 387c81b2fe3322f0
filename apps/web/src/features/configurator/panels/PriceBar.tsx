// The price bar: always in view under the scene (desktop and phone) — the price with VAT, what it
// includes, the overall size, and the checks at a glance. The page puts its actions at the end
// (the shop adds "Add to cart" and "Ask for an offer" there; issues 12 and 14), so it is a slot.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import { formatMoney } from '../../../i18n/format.ts';
import { catalogueFallback } from '../api.ts';
import type { Snapshot } from '../editor/editor.ts';
import { overallSize } from './Summary.tsx';

export function PriceBar({ snapshot, locale, onChecks, actions, sheetToggle }: { snapshot: Snapshot; locale: Locale; onChecks: () => void; actions?: ReactNode; sheetToggle?: ReactNode }) {
  const { t } = useTranslation();
  const { price } = snapshot.quote;
  const findings = snapshot.quote.findings.filter((f) => f.severity !== 'info');
  const errors = findings.filter((f) => f.severity === 'error').length;
  const empty = !snapshot.design.elements.some((el) => el.kind === 'cube');
  return (
    <section className="cfg-pricebar" aria-label={t('configurator.price.label')}>
      <p className="cfg-pricebar__price">
        <span className="cfg-pricebar__label">{t('configurator.price.total')}</span>
        <strong className="cfg-pricebar__value" data-testid="price" aria-live="polite">{formatMoney(locale, empty ? 0 : price.grossCents)}</strong>
        <span className="cfg-pricebar__note">{t('configurator.price.includes', { vat: formatMoney(locale, price.vatCents), shipping: formatMoney(locale, price.shippingCents) })}</span>
        {catalogueFallback() ? <span className="cfg-pricebar__note cfg-pricebar__note--warning" role="alert" data-testid="catalogue-fallback">{t('catalogueNotice.fallback')}</span> : null}
      </p>
      <p className="cfg-pricebar__size">
        <span className="cfg-pricebar__label">{t('configurator.summary.size')}</span>
        <span>{overallSize(snapshot, locale)}</span>
      </p>
      <button type="button" className={`cfg-pricebar__checks cfg-pricebar__checks--${errors > 0 ? 'error' : findings.length > 0 ? 'warning' : 'ok'}`} onClick={onChecks} data-testid="checks-chip">
        <span className="cfg-pricebar__long">{findings.length === 0 ? t('configurator.price.allGood') : t('configurator.price.problems', { count: findings.length })}</span>
        <span className="cfg-pricebar__short" aria-hidden="true">{findings.length === 0 ? '✓' : `! ${findings.length}`}</span>
      </button>
      {actions ? <div className="cfg-pricebar__actions">{actions}</div> : null}
      {sheetToggle}
    </section>
  );
}
