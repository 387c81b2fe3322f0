// Pieces the partner's pages share: a query's loading and failure states, the inquiry list and the
// order list (cards: one column on a phone, several where there is room), and the status badges.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { InquirySummary } from '@kubik/contract/inquiries';
import type { OrderSummary } from '@kubik/contract/orders';
import { formatDate, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';

/** Loading (a status line), failure (why, in the reader's language), or the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <p className="shop-loading" role="status" aria-busy="true">
        {t('partnerDashboard.loading')}
      </p>
    );
  if (query.isError)
    return (
      <p className="shop-warning" role="alert">
        {apiErrorMessage(t, query.error)}
      </p>
    );
  return <>{children(query.data)}</>;
}

export function InquiryBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge partner-inquiry-status partner-inquiry-status--${status}`}>
      <span className="visually-hidden">{t('partnerDashboard.statusLabel')}: </span>
      {t(`partnerDashboard.inquiryStatus.${status}`)}
    </span>
  );
}

export function InquiryList({ items, showCustomer }: { items: readonly InquirySummary[]; showCustomer?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return <p className="partner-none">{t('partnerDashboard.noInquiries')}</p>;
  return (
    <ul className="partner-cards" data-testid="partner-inquiries">
      {items.map((i) => (
        <li key={i.id} className="partner-card">
          <Link className="partner-card__title" to={`/dashboard/inquiries/${i.id}`}>
            {t('partnerDashboard.inquiry', { seqId: i.seqId })}
          </Link>
          <InquiryBadge status={i.status} />
          {showCustomer ? <span>{i.customer.name || i.customer.email}</span> : null}
          <span className="partner-card__meta">
            {t('partnerDashboard.inquiryMeta', { n: i.itemCount, date: formatDate(locale, i.createdAt) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function OrderList({ items }: { items: readonly OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) return <p className="partner-none">{t('partnerOrders.empty')}</p>;
  return (
    <ul className="partner-cards" data-testid="partner-orders">
      {items.map((o) => (
        <li key={o.id} className="partner-card">
          <Link className="partner-card__title" to={`/dashboard/partner/orders/${o.id}`}>
            {o.number}
          </Link>
          <span className="partner-card__badges">
            <StatusBadge kind="order" status={o.status} />
            <StatusBadge kind="payment" status={o.paymentStatus} />
          </span>
          <span className="partner-card__meta">
            {t('partnerOrders.meta', {
              date: formatDate(locale, o.createdAt),
              total: formatMoney(locale, o.totals.grossCents),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
