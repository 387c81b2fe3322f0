// The frame of every page: one h1, the document title, and for screens a later issue fills in,
// a placeholder that says what the page will hold and shows a clear empty state.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Kubik` : 'Kubik';
  }, [title]);
}

export function Page({
  title,
  intro,
  children,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title">
            {title}
          </h1>
          {intro ? <p className="page__intro">{intro}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A page whose content comes in a later issue: `pages.<id>.title|purpose|empty` in the messages. */
export function PlaceholderPage({
  id,
  children,
  values,
}: {
  id: string;
  children?: ReactNode;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t(`pages.${id}.title`, values)} intro={t(`pages.${id}.purpose`, values)}>
      {children}
      <EmptyState title={t(`pages.${id}.empty`, values)} hint={t('placeholder.comingSoon')} />
    </Page>
  );
}
