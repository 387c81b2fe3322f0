// /dashboard/inquiries: the customer's own inquiries, newest first (GET /api/inquiries, paged on the
// server): number (to the inquiry's page), date, items, state, and where its newest offer stands.
// A table on a wide screen, one card per inquiry on a phone (inquiries.css).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { InquirySummary } from '@kubik/contract/inquiries';
import { formatDate, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { inquiryKeys, sendApi } from './sendApi.ts';
import '../../ui/shop.css';
import './inquiries.css';

const perPage = 10;

export function InquiryListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...inquiryKeys.own, page],
    queryFn: ({ signal }) => sendApi.page(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
  const title = t('inquiryList.title');

  if (list.isPending) {
    return (
      <Page title={title} intro={t('inquiryList.intro')}>
        <p className="shop-loading" role="status">
          {t('inquiryList.loading')}
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
              {t('inquiryList.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Page title={title} intro={t('inquiryList.intro')}>
      {items.length === 0 ? (
        <EmptyState
          title={t('inquiryList.empty')}
          hint={t('inquiryList.emptyHint')}
          action={<ButtonLink to="/configurator">{t('inquiryList.toConfigurator')}</ButtonLink>}
        />
      ) : (
        <table className="inquiry-list" aria-busy={list.isFetching}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('inquiryList.columns.number')}</th>
              <th scope="col">{t('inquiryList.columns.date')}</th>
              <th scope="col">{t('inquiryList.columns.items')}</th>
              <th scope="col">{t('inquiryList.columns.status')}</th>
              <th scope="col">{t('inquiryList.columns.offer')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className="inquiry-list__pages" aria-label={t('inquiryList.pages')}>
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

function InquiryRow({ inquiry }: { inquiry: InquirySummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offer = inquiry.latestOffer;
  return (
    <tr data-testid="inquiry-row">
      <td>
        <Link
          className="inquiry-list__number"
          to={`/dashboard/inquiries/${inquiry.id}`}
          aria-label={t('inquiryList.open', { seqId: inquiry.seqId })}
        >
          {inquiry.seqId}
        </Link>
      </td>
      <td data-label={t('inquiryList.columns.date')}>{formatDate(locale, inquiry.createdAt)}</td>
      <td data-label={t('inquiryList.columns.items')} data-testid="inquiry-items">
        {t('inquiryList.itemCount', { count: inquiry.itemCount })}
      </td>
      <td>
        <span
          className={`status-badge status-badge--inquiry status-badge--${inquiry.status}`}
          data-testid="inquiry-status"
        >
          <span className="visually-hidden">{t('inquiryList.columns.status')}: </span>
          {t(`inquiryList.status.${inquiry.status}`)}
        </span>
      </td>
      <td className="inquiry-list__offer" data-testid="inquiry-offer">
        {offer
          ? t(`inquiryList.offer.${offer.status}`, {
              number: offer.number,
              total: formatMoney(locale, offer.grossCents, offer.currency),
              date: formatDate(locale, offer.validUntil),
            })
          : t('inquiryList.offer.none')}
      </td>
    </tr>
  );
}
