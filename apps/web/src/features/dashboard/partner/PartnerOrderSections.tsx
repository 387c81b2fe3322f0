// Two sections of a partner's order page (PartnerPages.tsx, /dashboard/partner/orders/{orderId}): the
// customer's contact with where the order goes, and the order's history.
import { useTranslation } from 'react-i18next';
import type { PartnerOrder } from '@kubik/contract/partners';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { orderEventText } from '../../../ui/orderEvents.ts';
import { TrackingFacts } from '../../../ui/Tracking.tsx';

/** Who ordered (name, e-mail) and how and where the order goes, with its tracking once shipped. */
export function PartnerOrderContact({ order }: { order: PartnerOrder }) {
  const { t } = useTranslation();
  return (
    <section className="partner-section" aria-labelledby="partner-order-customer-title">
      <h2 id="partner-order-customer-title" className="partner-section__title">
        {t('partnerCustomers.contact')}
      </h2>
      <dl className="partner-facts">
        <dt>{t('partnerCustomers.name')}</dt>
        <dd>{order.customer.name}</dd>
        <dt>{t('partnerCustomers.email')}</dt>
        <dd>
          <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
        </dd>
        <dt>{t('pages.checkout.steps.shipping')}</dt>
        <dd>
          {order.shipping.method === 'pickup' ? t('shop.shipping.pickup') : t('partnerOrders.delivery')}
          {order.shipping.address
            ? `: ${order.shipping.address.street}, ${order.shipping.address.postalCode} ${order.shipping.address.city}, ${order.shipping.address.country}`
            : ''}
        </dd>
      </dl>
      {order.tracking ? <TrackingFacts tracking={order.tracking} /> : null}
    </section>
  );
}

/** Everything that happened to the order and who did it (the customer named as a third person), with staff's notes. */
export function PartnerOrderHistory({ order }: { order: PartnerOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="partner-section" aria-labelledby="partner-order-history-title">
      <h2 id="partner-order-history-title" className="partner-section__title">
        {t('shop.order.history')}
      </h2>
      <ul className="partner-history">
        {order.history.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(locale, event.at)}</time> {orderEventText(t, locale, event)}
            {' · '}
            {/* The shop's actor names speak to the customer ("you"); here the customer is a third person. */}
            {event.actor.role === 'customer'
              ? t('partnerOrders.byCustomer')
              : t(`shop.order.actor.${event.actor.role}`)}
            {event.note ? <span className="partner-history__note">{event.note}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
