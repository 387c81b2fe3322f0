// The partner's own pages (issue 14 §4), behind the partner guard (app/guards.tsx): one assigned
// customer (/dashboard/partner/customers/{customerId}: contact, projects read-only, inquiries,
// orders), one of their orders (/dashboard/partner/orders/{orderId}: as the customer sees it, with
// the moves the admin's order policy grants partners), and the partner's users
// (/dashboard/partner/users, partner-admins only: the list and the invitation form).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '../../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kubik/contract/locale';
import type { OrderStatus, OrderTracking } from '@kubik/contract/orders';
import type { PartnerOrder } from '@kubik/contract/partners';
import { isApiError } from '../../../api/errors.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Page } from '../../../ui/Page.tsx';
import { TotalsList } from '../../../ui/ShopTotals.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TrackingFields, useTrackingFields } from '../../../ui/Tracking.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import { partnerApi, partnerKeys } from './partnerApi.ts';
import { PartnerOrderContact, PartnerOrderHistory } from './PartnerOrderSections.tsx';
import { InquiryList, OrderList, QueryState } from './PartnerParts.tsx';
import '../../../ui/shop.css';
import './partner.css';

const back = (label: string) => (
  <ButtonLink variant="ghost" to="/dashboard">
    {label}
  </ButtonLink>
);

export function PartnerCustomerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { customerId = '' } = useParams();
  const customer = useQuery({
    queryKey: partnerKeys.customer(customerId),
    queryFn: ({ signal }) => partnerApi.customer(customerId, signal),
  });
  const projects = useQuery({
    queryKey: partnerKeys.projects(customerId),
    queryFn: ({ signal }) => partnerApi.projects(customerId, signal),
    enabled: customer.isSuccess,
  });
  const inquiries = useQuery({
    queryKey: partnerKeys.inquiries,
    queryFn: ({ signal }) => partnerApi.inquiries(signal),
    enabled: customer.isSuccess,
  });
  const orders = useQuery({
    queryKey: partnerKeys.orders(customerId),
    queryFn: ({ signal }) => partnerApi.orders(customerId, signal),
    enabled: customer.isSuccess,
  });

  if (customer.isPending) {
    return (
      <Page title={t('partnerCustomers.customer')}>
        <p className="shop-loading" role="status">
          {t('partnerDashboard.loading')}
        </p>
      </Page>
    );
  }
  if (customer.isError) {
    return (
      <Page title={t('partnerCustomers.customer')}>
        <EmptyState title={apiErrorMessage(t, customer.error)} action={back(t('partnerDashboard.back'))} />
      </Page>
    );
  }
  const c = customer.data;
  return (
    <Page
      title={c.name || c.email}
      intro={t('partnerCustomers.assignedOn', { date: formatDate(locale, c.assignedAt) })}
      actions={back(t('partnerDashboard.back'))}
    >
      <section className="partner-section" aria-labelledby="partner-contact-title">
        <h2 id="partner-contact-title" className="partner-section__title">
          {t('partnerCustomers.contact')}
        </h2>
        <dl className="partner-facts" data-testid="partner-customer-contact">
          <dt>{t('partnerCustomers.name')}</dt>
          <dd>{c.name || '—'}</dd>
          <dt>{t('partnerCustomers.email')}</dt>
          <dd>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </dd>
          {c.companyName ? (
            <>
              <dt>{t('partnerCustomers.company')}</dt>
              <dd>{c.companyName}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="partner-section" aria-labelledby="partner-projects-title">
        <h2 id="partner-projects-title" className="partner-section__title">
          {t('partnerCustomers.projects')}
        </h2>
        <p className="partner-card__meta">{t('partnerCustomers.projectsReadOnly')}</p>
        <QueryState query={projects}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="partner-none">{t('partnerCustomers.noProjects')}</p>
            ) : (
              <ul className="partner-cards" data-testid="partner-projects">
                {data.items.map((p) => (
                  <li key={p.id} className="partner-card partner-card--picture">
                    {p.thumbnail ? (
                      <img className="partner-card__picture" src={p.thumbnail} alt="" width={120} height={75} />
                    ) : (
                      <span className="partner-card__picture partner-card__picture--none" aria-hidden="true" />
                    )}
                    <Link className="partner-card__title" to={`/configurator/${p.id}`}>
                      {p.name}
                    </Link>
                    <span className="partner-card__meta">
                      {t('partnerCustomers.projectMeta', { n: p.cubeCount, date: formatDate(locale, p.updatedAt) })}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>

      <section className="partner-section" aria-labelledby="partner-customer-inquiries-title">
        <h2 id="partner-customer-inquiries-title" className="partner-section__title">
          {t('partnerDashboard.inquiries')}
        </h2>
        <QueryState query={inquiries}>
          {(data) => <InquiryList items={data.items.filter((i) => i.customer.id === c.id)} />}
        </QueryState>
      </section>

      <section className="partner-section" aria-labelledby="partner-customer-orders-title">
        <h2 id="partner-customer-orders-title" className="partner-section__title">
          {t('partnerOrders.title')}
        </h2>
        <QueryState query={orders}>{(data) => <OrderList items={data.items} />}</QueryState>
      </section>
    </Page>
  );
}

export function PartnerOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useQuery({
    queryKey: partnerKeys.order(orderId),
    queryFn: ({ signal }) => partnerApi.order(orderId, signal),
  });
  if (order.isPending) {
    return (
      <Page title={t('partnerOrders.order')}>
        <p className="shop-loading" role="status">
          {t('partnerDashboard.loading')}
        </p>
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page title={t('partnerOrders.order')}>
        <EmptyState title={apiErrorMessage(t, order.error)} action={back(t('partnerDashboard.back'))} />
      </Page>
    );
  }
  return <PartnerOrderDetails order={order.data} />;
}

/** Shipping a delivery: the carrier and its tracking number or link, before the move is sent. */
function ShipDialog({
  open,
  number,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  number: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (tracking: OrderTracking) => void;
}) {
  const { t } = useTranslation();
  const fields = useTrackingFields();
  const [tried, setTried] = useState(false);
  const title = t('partnerOrders.moveTo', { state: t('shop.status.order.shipped') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fields.tracking) onSubmit(fields.tracking);
  };
  return (
    <Modal open={open} onClose={onCancel} title={`${title} · ${number}`} closeLabel={t('adminOrder.dialog.back')}>
      <form className="form" onSubmit={submit} noValidate>
        <TrackingFields fields={fields} showErrors={tried} />
        <p className="partner-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('adminOrder.dialog.back')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {title}
          </Button>
        </p>
      </form>
    </Modal>
  );
}

function PartnerOrderDetails({ order }: { order: PartnerOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const [shipping, setShipping] = useState(false);
  const move = useMutation({
    mutationFn: ({ to, tracking }: { to: OrderStatus; tracking?: OrderTracking }) =>
      partnerApi.transition(order.id, order.status, to, tracking),
    onSuccess: (next) => {
      setShipping(false);
      queries.setQueryData(partnerKeys.order(order.id), next);
      void queries.invalidateQueries({ queryKey: [...partnerKeys.all, 'orders'] });
      notify.success(t('partnerOrders.moved', { number: order.number, state: t(`shop.status.order.${next.status}`) }));
    },
    onError: (error) => {
      notify.error(apiErrorMessage(t, error));
      // Someone moved it first (or the admin took the move back): the page catches up with the order as it is.
      if (isApiError(error) && error.code === 'illegal_transition')
        void queries.invalidateQueries({ queryKey: partnerKeys.order(order.id) });
    },
  });

  return (
    <Page
      title={t('partnerOrders.orderNumbered', { number: order.number })}
      intro={t('partnerOrders.placedBy', { name: order.customer.name, date: formatDateTime(locale, order.createdAt) })}
      actions={back(t('partnerDashboard.back'))}
    >
      <div className="partner-order-head">
        <StatusBadge kind="order" status={order.status} />
        <StatusBadge kind="payment" status={order.paymentStatus} />
      </div>
      {order.offerId ? (
        <p className="shop-notice partner-order-offer" data-testid="order-from-offer">
          {t('offerOrder.notice')}
        </p>
      ) : null}

      <section className="partner-section" aria-labelledby="partner-moves-title">
        <h2 id="partner-moves-title" className="partner-section__title">
          {t('partnerOrders.moves')}
        </h2>
        {order.allowedTransitions.length === 0 ? (
          <p className="partner-none">{t('partnerOrders.noMoves')}</p>
        ) : (
          <p className="partner-actions">
            {order.allowedTransitions.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelled' ? 'danger' : 'primary'}
                onClick={() =>
                  to === 'shipped' && order.shipping.method === 'delivery' ? setShipping(true) : move.mutate({ to })
                }
                disabled={move.isPending}
                aria-busy={move.isPending && move.variables?.to === to}
              >
                {t('partnerOrders.moveTo', { state: t(`shop.status.order.${to}`) })}
              </Button>
            ))}
          </p>
        )}
      </section>

      <section className="partner-section" aria-labelledby="partner-order-items-title">
        <h2 id="partner-order-items-title" className="partner-section__title">
          {t('partnerOrders.itemsTitle')}
        </h2>
        <ul className="partner-cards partner-cards--rows">
          {order.items.map((item) => (
            <li key={item.id} className="partner-card" data-testid="order-item">
              <span className="partner-card__title">{item.name}</span>
              <span className="partner-card__meta">
                {t('shop.order.itemLine', { quantity: item.quantity, price: formatMoney(locale, item.unitNetCents) })}
              </span>
            </li>
          ))}
        </ul>
        <TotalsList totals={order.totals} />
      </section>

      <PartnerOrderContact order={order} />

      <PartnerOrderHistory order={order} />
      <ShipDialog
        key={String(shipping)}
        open={shipping}
        number={order.number}
        busy={move.isPending}
        onCancel={() => setShipping(false)}
        onSubmit={(tracking) => move.mutate({ to: 'shipped', tracking })}
      />
    </Page>
  );
}

const languages: readonly Locale[] = ['sl', 'en', 'es'];

export function PartnerUsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queries = useQueryClient();
  const users = useQuery({ queryKey: partnerKeys.users, queryFn: ({ signal }) => partnerApi.users(signal) });
  const [form, setForm] = useState({ name: '', email: '', locale, isAdmin: false });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: () =>
      partnerApi.invite({
        name: form.name.trim(),
        email: form.email.trim(),
        locale: form.locale,
        isAdmin: form.isAdmin,
      }),
    onSuccess: (next) => {
      queries.setQueryData(partnerKeys.users, next);
      notify.success(t('partnerUsers.invited', { email: form.email.trim() }));
      setForm({ name: '', email: '', locale, isAdmin: false });
      setFieldErrors({});
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'email_taken') setFieldErrors({ email: apiErrorMessage(t, error) });
      else if (isApiError(error) && error.fields) setFieldErrors(error.fields);
      notify.error(apiErrorMessage(t, error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.name.trim()) missing.name = t('partnerUsers.required');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) missing.email = t('partnerUsers.emailInvalid');
    setFieldErrors(missing);
    if (Object.keys(missing).length === 0) invite.mutate();
  };

  return (
    <Page title={t('partnerUsers.title')} intro={t('partnerUsers.intro')} actions={back(t('partnerDashboard.back'))}>
      <section className="partner-section" aria-labelledby="partner-users-list-title">
        <h2 id="partner-users-list-title" className="partner-section__title">
          {t('partnerUsers.listTitle')}
        </h2>
        <QueryState query={users}>
          {(data) => (
            <ul className="partner-cards" data-testid="partner-users">
              {data.items.map((u) => (
                <li key={u.id} className="partner-card">
                  <span className="partner-card__title">{u.name || u.email}</span>
                  <span className="partner-card__meta">{u.email}</span>
                  <span className="partner-card__badges">
                    {u.isAdmin ? <span className="status-badge">{t('partnerUsers.admin')}</span> : null}
                    <span className="status-badge">
                      {u.emailConfirmed ? t('partnerUsers.active') : t('partnerUsers.pending')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>

      <section className="partner-section" aria-labelledby="partner-invite-title">
        <h2 id="partner-invite-title" className="partner-section__title">
          {t('partnerUsers.inviteTitle')}
        </h2>
        <form className="form partner-invite" onSubmit={submit} noValidate>
          <TextField
            label={t('partnerUsers.name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            error={fieldErrors.name}
            autoComplete="off"
            maxLength={200}
          />
          <TextField
            label={t('partnerUsers.email')}
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={fieldErrors.email}
            autoComplete="off"
          />
          <div className="field">
            <label className="field__label" htmlFor="partner-invite-locale">
              {t('partnerUsers.language')}
            </label>
            <select
              id="partner-invite-locale"
              className="field__input"
              value={form.locale}
              onChange={(e) => setForm({ ...form, locale: e.target.value as Locale })}
            >
              {languages.map((l) => (
                <option key={l} value={l}>
                  {t(`partnerUsers.languages.${l}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="partner-check">
            <input
              type="checkbox"
              checked={form.isAdmin}
              onChange={(e) => setForm({ ...form, isAdmin: e.target.checked })}
            />
            {t('partnerUsers.makeAdmin')}
          </label>
          <p>
            <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
              {invite.isPending ? t('partnerUsers.sending') : t('partnerUsers.send')}
            </Button>
          </p>
        </form>
      </section>
    </Page>
  );
}
