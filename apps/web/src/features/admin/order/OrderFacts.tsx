// Who ordered, where it goes and how it is paid, on the admin's order page.
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@kubik/contract/admin';
import type { Address } from '@kubik/contract/accounts';
import { formatDateTime, formatMoney } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { Link } from '../../../ui/routing.tsx';
import { TrackingFacts } from '../../../ui/Tracking.tsx';

function AddressText({ address }: { address: Address }) {
  return <p>{`${address.street}, ${address.postalCode} ${address.city}, ${address.country}`}</p>;
}

/** The customer: name (to their file), e-mail, phone, and company with its VAT id. */
export function CustomerFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-customer">
      <h2 id="admin-order-customer" className="admin-order__title">
        {t('adminOrder.customer.title')}
      </h2>
      <p>
        <Link to={`/dashboard/admin/users/${order.customerId}`}>{order.customer.name}</Link>
        <br />
        <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
        {order.customer.phone ? (
          <>
            <br />
            {order.customer.phone}
          </>
        ) : null}
      </p>
      {order.customer.company ? (
        <p>{`${order.customer.company.companyName} · ${t('adminOrder.customer.vatId')} ${order.customer.company.vatId}`}</p>
      ) : null}
    </section>
  );
}

/** The billing address, the delivery address (or the pickup place) and the parcel's tracking. */
export function AddressFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-addresses">
      <h2 id="admin-order-addresses" className="admin-order__title">
        {t('adminOrder.addresses.title')}
      </h2>
      <h3 className="admin-order__subtitle">{t('adminOrder.addresses.billing')}</h3>
      <AddressText address={order.billingAddress} />
      <h3 className="admin-order__subtitle">
        {order.shipping.method === 'pickup' ? t('shop.shipping.pickup') : t('adminOrder.addresses.delivery')}
      </h3>
      {order.shipping.address ? (
        <AddressText address={order.shipping.address} />
      ) : (
        <p>{t('shop.shipping.pickupWhere')}</p>
      )}
      {order.tracking ? <TrackingFacts tracking={order.tracking} /> : null}
    </section>
  );
}

/** How the order is paid: the method, paid, refunded and due, and every payment and refund. */
export function PaymentFacts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { paidCents, refundedCents } = order.payment;
  const due = Math.max(0, order.totals.grossCents - paidCents);
  const moneyEvents = order.history.filter((e) => e.type === 'payment' || e.type === 'refund');
  return (
    <section className="admin-order__section" aria-labelledby="admin-order-payment">
      <h2 id="admin-order-payment" className="admin-order__title">
        {t('adminOrder.payment.title')}
      </h2>
      <dl className="shop-totals">
        <dt>{t('adminOrder.payment.method')}</dt>
        <dd>{t(`adminOrder.payment.methods.${order.paymentMethod}`)}</dd>
        <dt>{t('adminOrder.payment.paid')}</dt>
        <dd data-testid="admin-order-paid">{formatMoney(locale, paidCents)}</dd>
        <dt>{t('adminOrder.payment.refunded')}</dt>
        <dd>{formatMoney(locale, refundedCents)}</dd>
        <dt>{t('adminOrder.payment.due')}</dt>
        <dd>{formatMoney(locale, due)}</dd>
      </dl>
      {moneyEvents.length > 0 ? (
        <ul className="admin-order__money">
          {moneyEvents.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{formatDateTime(locale, e.at)}</time>{' '}
              {e.type === 'refund'
                ? t('adminOrder.timeline.refund', { amount: formatMoney(locale, e.amountCents ?? 0) })
                : `${t(`shop.status.payment.${e.to ?? 'pending'}`)}${e.amountCents !== null ? ` · ${formatMoney(locale, e.amountCents)}` : ''}`}
              {e.note ? ` · ${e.note}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-order__muted">{t('adminOrder.payment.none')}</p>
      )}
    </section>
  );
}
