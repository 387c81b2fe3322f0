// A partner user's /dashboard (issue 14 §4): their partner's name and discount, the customers
// assigned to it (searchable; each opens /dashboard/partner/customers/{id}), the inquiries of those
// customers — open ones first, each opening /dashboard/inquiries/{id} — and their orders (each
// opening /dashboard/partner/orders/{id}). A partner-admin also gets the link to the partner's users.
// Everything comes from /api/partner/…, filtered on the server to the partner's customers.
import { useMemo, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { InquirySummary } from '@kubik/contract/inquiries';
import type { PartnerCustomer } from '@kubik/contract/partners';
import { formatDate, formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { partnerApi, partnerKeys } from './partnerApi.ts';
import { InquiryList, OrderList, QueryState } from './PartnerParts.tsx';
import '../../../ui/shop.css';
import './partner.css';

/** Inquiries that still wait for the partner (an answer, an offer, the customer's decision) come first. */
const openStatuses: readonly string[] = ['submitted', 'offered'];
export function openFirst(items: readonly InquirySummary[]): InquirySummary[] {
  const open = (i: InquirySummary) => (openStatuses.includes(i.status) ? 0 : 1);
  return [...items].sort((a, b) => open(a) - open(b) || b.updatedAt.localeCompare(a.updatedAt));
}

export function matches(customer: PartnerCustomer, search: string): boolean {
  const q = search.trim().toLocaleLowerCase();
  return (
    q === '' ||
    [customer.name, customer.email, customer.companyName ?? ''].some((text) => text.toLocaleLowerCase().includes(q))
  );
}

export function PartnerDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useQuery({ queryKey: partnerKeys.me, queryFn: ({ signal }) => partnerApi.me(signal) });
  const customers = useQuery({
    queryKey: partnerKeys.customers,
    queryFn: ({ signal }) => partnerApi.customers(signal),
  });
  const inquiries = useQuery({
    queryKey: partnerKeys.inquiries,
    queryFn: ({ signal }) => partnerApi.inquiries(signal),
  });
  const orders = useQuery({
    queryKey: partnerKeys.orders(),
    queryFn: ({ signal }) => partnerApi.orders(undefined, signal),
  });
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => (customers.data?.items ?? []).filter((c) => matches(c, search)),
    [customers.data, search],
  );

  if (me.isError) {
    return (
      <Page title={t('partnerDashboard.title')}>
        <EmptyState title={apiErrorMessage(t, me.error)} />
      </Page>
    );
  }
  const partner = me.data;
  return (
    <Page
      title={partner ? t('partnerDashboard.titleNamed', { name: partner.name }) : t('partnerDashboard.title')}
      intro={
        partner
          ? t('partnerDashboard.discount', {
              percent: formatNumber(locale, partner.discountBp / 100, { maximumFractionDigits: 2 }),
            })
          : undefined
      }
      actions={
        partner?.isAdmin ? (
          <ButtonLink variant="secondary" to="/dashboard/partner/users">
            {t('partnerDashboard.users')}
          </ButtonLink>
        ) : null
      }
    >
      {!partner ? (
        <p className="shop-loading" role="status">
          {t('partnerDashboard.loading')}
        </p>
      ) : null}

      <CustomersSection customers={customers} search={search} onSearch={setSearch} shown={shown} />

      <section className="partner-section" aria-labelledby="partner-inquiries-title">
        <h2 id="partner-inquiries-title" className="partner-section__title">
          {t('partnerDashboard.inquiries')}
        </h2>
        <QueryState query={inquiries}>
          {(data) => <InquiryList items={openFirst(data.items)} showCustomer />}
        </QueryState>
      </section>

      <section className="partner-section" aria-labelledby="partner-orders-title">
        <h2 id="partner-orders-title" className="partner-section__title">
          {t('partnerOrders.title')}
        </h2>
        <QueryState query={orders}>{(data) => <OrderList items={data.items} />}</QueryState>
        {orders.data && orders.data.total > orders.data.items.length ? (
          <p className="partner-card__meta">
            {t('partnerOrders.newestOnly', { n: orders.data.items.length, total: orders.data.total })}
          </p>
        ) : null}
      </section>
    </Page>
  );
}

/** The partner's customers: a search over them and, for each, a card opening the customer. */
function CustomersSection({
  customers,
  search,
  onSearch,
  shown,
}: {
  customers: UseQueryResult<{ items: PartnerCustomer[] }>;
  search: string;
  onSearch: (search: string) => void;
  shown: PartnerCustomer[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="partner-section" aria-labelledby="partner-customers-title">
      <h2 id="partner-customers-title" className="partner-section__title">
        {t('partnerCustomers.title')}
      </h2>
      <QueryState query={customers}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={t('partnerCustomers.empty')} hint={t('partnerCustomers.emptyHint')} />
          ) : (
            <>
              <div className="field partner-search">
                <label className="field__label" htmlFor="partner-customer-search">
                  {t('partnerCustomers.search')}
                </label>
                <input
                  id="partner-customer-search"
                  className="field__input"
                  type="search"
                  value={search}
                  onChange={(event) => onSearch(event.target.value)}
                />
              </div>
              {shown.length === 0 ? (
                <p className="partner-none" role="status">
                  {t('partnerCustomers.noMatch')}
                </p>
              ) : (
                <ul className="partner-cards" data-testid="partner-customers">
                  {shown.map((c) => (
                    <li key={c.id} className="partner-card">
                      <Link className="partner-card__title" to={`/dashboard/partner/customers/${c.id}`}>
                        {c.name || c.email}
                      </Link>
                      {c.companyName ? <span>{c.companyName}</span> : null}
                      <span className="partner-card__meta">{c.email}</span>
                      <span className="partner-card__meta">
                        {t('partnerCustomers.assignedOn', { date: formatDate(locale, c.assignedAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
