// The order summary as the server priced it: each item, the partner discount, shipping, and the
// totals with VAT (every figure is the server's; nothing is added up here).
import { useTranslation } from 'react-i18next';
import { hasScope } from '@kubik/contract/scopes';
import type { CheckoutPreview, OrderLine } from '@kubik/contract/orders';
import { useSession } from '../../api/instance.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import { shippingLineName, TotalsList } from '../../ui/ShopTotals.tsx';

export function lineName(
  t: (key: string, values?: Record<string, unknown>) => string,
  line: OrderLine,
  locale: Parameters<typeof formatNumber>[0],
): string {
  if (line.kind === 'shipping') return shippingLineName(t, line);
  if (line.kind === 'partner_discount')
    return t('shop.totals.discount', { rate: formatNumber(locale, (line.discountBp ?? 0) / 100) });
  return line.name ?? '';
}

export function SummaryLines({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  // Companies see the net total first (the same lines and totals as everyone).
  const { user } = useSession();
  const locale = useLocale();
  return (
    <div className="summary">
      <table className="summary__lines">
        <caption className="visually-hidden">{t('shop.checkout.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.checkout.item')}</th>
            <th scope="col" className="summary__num">
              {t('shop.cart.quantity')}
            </th>
            <th scope="col" className="summary__num">
              {t('shop.checkout.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line, index) => (
            <tr key={`${line.kind}-${line.ref ?? index}`}>
              <td>{lineName(t, line, locale)}</td>
              <td className="summary__num">{line.kind === 'item' ? formatNumber(locale, line.quantity) : ''}</td>
              <td className="summary__num">
                {line.kind === 'partner_discount' ? '−' : ''}
                {formatMoney(locale, Math.abs(line.grossCents))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList
        totals={preview.totals}
        discountBp={preview.lines.find((l) => l.kind === 'partner_discount')?.discountBp}
        netFirst={hasScope(user, 'company')}
      />
      <p className="summary__estimate">
        {t('shop.shipping.estimate', { when: formatEstimate(t, locale, preview.shipping.estimate) })}
      </p>
    </div>
  );
}
