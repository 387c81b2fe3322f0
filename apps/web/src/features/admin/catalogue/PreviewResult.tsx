// What a draft would do: what it changes, and the open carts' gross totals now and with it.
import { useTranslation } from 'react-i18next';
import type { CataloguePreview } from '@kubik/contract/admin-catalogue';
import { useLocale } from '../../../i18n/i18n.ts';
import { formatMoney } from '../../../i18n/format.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

/** The schema's field names as the form labels them (adminCatalogue.fields.*). */
const fieldLabels: Record<string, string> = {
  name: 'name',
  priceCentsPerM2: 'pricePerM2',
  densityKgPerM3: 'density',
  modulusMPa: 'modulus',
  priceCentsPerM: 'pricePerM',
  priceCents: 'pricePerPiece',
  perPanelCents: 'perPanel',
  perHoleCents: 'perHole',
  vatRateBp: 'vatRate',
  maxPartnerDiscountBp: 'maxPartnerDiscount',
  baseCents: 'shippingBase',
  perKgCents: 'shippingPerKg',
  edgeBanding: 'edgeBanding',
  grain: 'grain',
  colours: 'colours',
  hex: 'hex',
  kind: 'kind',
  thicknessMm: 'thicknessMm',
  widthMm: 'widthMm',
  unit: 'unit',
  weightGrams: 'weightGrams',
  packingFactor: 'packingFactor',
  countries: 'countries',
  timeBudgetMs: 'timeBudgetMs',
  layerPreset: 'layerPreset',
};

function signed(locale: Parameters<typeof formatMoney>[0], cents: number) {
  return `${cents > 0 ? '+' : cents < 0 ? '−' : '±'}${formatMoney(locale, Math.abs(cents))}`;
}

export function PreviewResult({ preview }: { preview: CataloguePreview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { summary, diff } = preview;
  const field = (name: string) => (fieldLabels[name] ? t(`adminCatalogue.fields.${fieldLabels[name]}`) : name);
  return (
    <div className="catalogue-preview" aria-live="polite">
      <h3>{t('adminCatalogue.changes')}</h3>
      <ul className="catalogue-preview__diff">
        {Object.entries(diff?.tables ?? {}).map(([table, change]) => (
          <li key={table}>
            <strong>{t(`adminCatalogue.tables.${table}`, { defaultValue: table })}</strong>
            {change.added.length > 0 ? ` · ${t('adminCatalogue.diff.added', { ids: change.added.join(', ') })}` : ''}
            {change.removed.length > 0
              ? ` · ${t('adminCatalogue.diff.removed', { ids: change.removed.join(', ') })}`
              : ''}
            {change.changed.length > 0
              ? ` · ${t('adminCatalogue.diff.changed', { ids: change.changed.map((c) => `${c.id} (${c.fields.map(field).join(', ')})`).join('; ') })}`
              : ''}
          </li>
        ))}
        {Object.entries(diff?.settings ?? {}).map(([setting, keys]) => (
          <li key={setting}>
            <strong>{t(`adminCatalogue.tables.${setting}`, { defaultValue: setting })}</strong>
            {keys.length > 0 ? ` · ${keys.map(field).join(', ')}` : ''}
          </li>
        ))}
      </ul>

      <h3>{t('adminCatalogue.cartImpact')}</h3>
      <p className="catalogue-preview__summary">
        {summary.carts === 0
          ? t('adminCatalogue.summary.none')
          : t('adminCatalogue.summary.counts', {
              carts: summary.carts,
              up: summary.up,
              down: summary.down,
              unchanged: summary.unchanged,
            })}
        {summary.unpriceable > 0 ? ` ${t('adminCatalogue.summary.unpriceable', { count: summary.unpriceable })}` : ''}
        {summary.carts > summary.unpriceable
          ? ` ${t('adminCatalogue.summary.range', { min: signed(locale, summary.minChangeCents), max: signed(locale, summary.maxChangeCents) })}`
          : ''}
        {summary.truncated ? ` ${t('adminCatalogue.summary.truncated', { count: summary.carts })}` : ''}
      </p>
      {preview.carts.length > 0 ? (
        <ScrollTable
          label={t('adminCatalogue.cartImpact')}
          className="catalogue-preview__table"
          columns={[
            t('adminCatalogue.columns.customer'),
            t('adminCatalogue.columns.items'),
            t('adminCatalogue.columns.now'),
            t('adminCatalogue.columns.draft'),
            t('adminCatalogue.columns.change'),
          ]}
        >
          {preview.carts.map((cart) => {
            const change = cart.draftCents === null ? null : cart.draftCents - cart.nowCents;
            return (
              <tr key={cart.cartId}>
                <td>{cart.customer.email}</td>
                <td>{cart.itemCount}</td>
                <td>{formatMoney(locale, cart.nowCents)}</td>
                <td>
                  {cart.draftCents === null ? t('adminCatalogue.unpriceable') : formatMoney(locale, cart.draftCents)}
                </td>
                <td
                  className={
                    change === null
                      ? ''
                      : change > 0
                        ? 'catalogue-change--up'
                        : change < 0
                          ? 'catalogue-change--down'
                          : ''
                  }
                >
                  {change === null ? '—' : signed(locale, change)}
                </td>
              </tr>
            );
          })}
        </ScrollTable>
      ) : null}
    </div>
  );
}
