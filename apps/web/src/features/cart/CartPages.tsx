// The cart and checkout (seed §2). The shop issue fills them in; the empty states say what comes.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page, PlaceholderPage } from '../../ui/Page.tsx';

export function CartPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.cart.title')} intro={t('pages.cart.purpose')}>
      <EmptyState
        title={t('pages.cart.empty')}
        hint={t('pages.cart.emptyHint')}
        action={<ButtonLink to="/configurator">{t('landing.cta')}</ButtonLink>}
      />
    </Page>
  );
}

const checkoutSteps = ['customer', 'shipping', 'payment', 'summary'] as const;

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage id="checkout">
      <ol className="steps" aria-label={t('pages.checkout.stepsLabel')}>
        {checkoutSteps.map((step, index) => (
          <li key={step} className="steps__item" aria-current={index === 0 ? 'step' : undefined}>
            <span className="steps__number" aria-hidden="true">{index + 1}</span>
            {t(`pages.checkout.steps.${step}`)}
          </li>
        ))}
      </ol>
    </PlaceholderPage>
  );
}
