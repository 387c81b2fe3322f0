// An order's state or its payment's, as a coloured badge with its name in the reader's language (the customer's order pages, the partner's).
import { useTranslation } from 'react-i18next';

export function StatusBadge({ kind, status }: { kind: 'order' | 'payment'; status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${kind} status-badge--${status}`} data-testid={`${kind}-status`}>
      <span className="visually-hidden">
        {t(kind === 'order' ? 'shop.order.statusLabel' : 'shop.order.paymentLabel')}:{' '}
      </span>
      {t(`shop.status.${kind}.${status}`)}
    </span>
  );
}
