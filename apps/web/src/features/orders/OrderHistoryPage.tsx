// /dashboard/order-history: every order the customer placed, newest first, with its picture,
// number, date, state, payment, total and delivery estimate, and "Pay now" on each one still
// waiting for money; paged on the server.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { shopKeys } from '../../api/shopKeys.ts';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { formatEstimate } from '../../ui/deliveryEstimate.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { ordersApi, payPath } from './ordersApi.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import '../../ui/shop.css';
import './orders.css';

const perPage = 10;

export function OrderHistoryPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...shopKeys.orders, 'page', page],
    queryFn: ({ signal }) => ordersApi.page(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
  const title = t('pages.orderHistory.title');

  if (list.isPending) {
    return (
      <Page title={title} intro={t('pages.orderHistory.purpose')}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (list.isError) {
    return (
      <Page title={title}>
        <EmptyState
          title={apiErrorMessage(t, list.error)}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('errors.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Page title={title} intro={t('pages.orderHistory.purpose')}>
      {items.length === 0 ? (
        <EmptyState
          title={t('pages.orderHistory.empty')}
          action={<ButtonLink to="/configurator">{t('landing.cta')}</ButtonLink>}
        />
      ) : (
        <ul className="orders" aria-label={title}>
          {items.map((order) => (
            <li key={order.id} className="order-card" data-testid="order-card">
              {order.thumbnail ? (
                <img className="order-card__picture" src={order.thumbnail} alt="" width={120} height={75} />
              ) : (
                <span className="order-card__picture order-card__picture--none" aria-hidden="true" />
              )}
              <div className="order-card__body">
                <h2 className="order-card__title">
                  <Link to={`/dashboard/order-history/${order.id}`}>
                    {t('shop.order.title', { number: order.number })}
                  </Link>
                </h2>
                <p className="order-card__meta">
                  {t('shop.order.placedOn', { date: formatDate(locale, order.createdAt) })} ·{' '}
                  {t('shop.order.items', { count: order.itemCount })}
                </p>
                <p className="order-card__badges">
                  <StatusBadge kind="order" status={order.status} />
                  <StatusBadge kind="payment" status={order.paymentStatus} />
                </p>
                {order.estimate && order.status !== 'cancelled' && order.status !== 'delivered' ? (
                  <p className="order-card__meta">
                    {t('shop.shipping.estimate', { when: formatEstimate(t, locale, order.estimate) })}
                  </p>
                ) : null}
              </div>
              <div className="order-card__end">
                <p className="order-card__total">{formatMoney(locale, order.totals.grossCents)}</p>
                {order.payable ? (
                  <ButtonLink
                    to={payPath(order.id)}
                    aria-label={t('shop.order.payNowNamed', { number: order.number })}
                    data-testid="pay-now"
                  >
                    {t('shop.order.payNow')}
                  </ButtonLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="orders__pages" aria-label={t('shop.order.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('table.previous')}
          </Button>
          <span>{t('table.pageOf', { page, pages, total })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('table.next')}
          </Button>
        </nav>
      ) : null}
    </Page>
  );
}
