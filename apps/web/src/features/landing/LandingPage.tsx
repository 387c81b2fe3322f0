// The landing page: what Kubik is, a call to design one's own piece, and how it works in three
// steps. Loaded with the app's entry (it is the first page most people see), so it stays light.
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { DeliveryIllustration, DesignIllustration, HeroIllustration, PriceIllustration } from './illustrations.tsx';

const steps = [
  { key: 'design', Art: DesignIllustration },
  { key: 'price', Art: PriceIllustration },
  { key: 'order', Art: DeliveryIllustration },
] as const;

const promises = ['measure', 'instructions', 'languages'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  usePageTitle(t('landing.documentTitle'));
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('landing.title')}
          </h1>
          <p className="hero__lead">{t('landing.lead')}</p>
          <div className="hero__actions">
            <ButtonLink to="/configurator">{t('landing.cta')}</ButtonLink>
            <ButtonLink to="/configuration" variant="secondary">
              {t('landing.secondary')}
            </ButtonLink>
          </div>
        </div>
        <div className="hero__art">
          <HeroIllustration />
        </div>
      </section>

      <section className="how" aria-labelledby="how-title">
        <h2 id="how-title" className="section-title">
          {t('landing.how.title')}
        </h2>
        <ol className="how__steps">
          {steps.map(({ key, Art }, index) => (
            <li key={key} className="how__step">
              <Art />
              <h3 className="how__step-title">
                <span className="how__number" aria-hidden="true">
                  {index + 1}
                </span>
                {t(`landing.how.${key}.title`)}
              </h3>
              <p>{t(`landing.how.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="promises" aria-labelledby="promises-title">
        <h2 id="promises-title" className="section-title">
          {t('landing.promises.title')}
        </h2>
        <ul className="promises__list">
          {promises.map((key) => (
            <li key={key}>
              <h3>{t(`landing.promises.${key}.title`)}</h3>
              <p>{t(`landing.promises.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <ButtonLink to="/configurator">{t('landing.ctaAgain')}</ButtonLink>
      </section>
    </div>
  );
}
