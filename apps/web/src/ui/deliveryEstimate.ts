// A delivery estimate as customers read it: the ISO week(s) and the dates they span, in the
// reader's language ("week 13–14 · 24 Mar – 3 Apr 2026"). Shared by checkout and the order pages.
import type { TFunction } from 'i18next';
import type { DeliveryEstimate } from '@kubik/contract/cart';
import type { Locale } from '@kubik/contract/locale';
import { formatDate } from '../i18n/format.ts';

const weekOf = (isoWeek: string) => Number(/W(\d{1,2})$/.exec(isoWeek)?.[1] ?? NaN);

/** The weeks alone ("weeks 13–14"), where there is no room for the dates. */
export function formatWeeks(t: TFunction, estimate: DeliveryEstimate): string {
  const from = weekOf(estimate.weeks.from);
  const to = weekOf(estimate.weeks.to);
  return Number.isNaN(from)
    ? ''
    : from === to || Number.isNaN(to)
      ? t('shop.delivery.week', { week: from })
      : t('shop.delivery.weeks', { from, to });
}

export function formatEstimate(t: TFunction, locale: Locale, estimate: DeliveryEstimate): string {
  const weeks = formatWeeks(t, estimate);
  // Dates are calendar days: read them as such, not as midnight in the browser's zone.
  const day = (date: string) =>
    formatDate(locale, `${date}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dates =
    estimate.earliest === estimate.latest
      ? day(estimate.earliest)
      : `${day(estimate.earliest)} – ${day(estimate.latest)}`;
  return weeks ? `${weeks} · ${dates}` : dates;
}
