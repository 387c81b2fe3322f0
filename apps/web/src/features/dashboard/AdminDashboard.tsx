// The admin's part of /dashboard, its own chunk (loaded only when the signed-in user is an admin):
// shortcuts to the admin lists and the shop's figures from GET /api/admin/stats as charts, each
// leading to the orders list filtered to what it shows, and the inquiries: per status, and the last
// 30 days' inquiry → order conversion (inquiries submitted then, and how many of them are accepted).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routing.tsx';
import type { AdminStats, InquiryStats } from '@kubik/contract/stats';
import { api } from '../../api/instance.ts';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { ColumnChart } from '../../ui/charts/ColumnChart.tsx';
import '../../ui/charts/charts.css';
import { notify } from '../../ui/Toasts.tsx';
import { monthDate, monthDays, ordersListHref, utcDay } from './statsLinks.ts';
import './dashboard.css';

const adminShortcuts = [
  { to: '/dashboard/admin/orders', key: 'orders' },
  { to: '/dashboard/admin/projects', key: 'projects' },
  { to: '/dashboard/admin/users', key: 'users' },
  { to: '/dashboard/admin/inquiries', key: 'inquiries' },
  { to: '/dashboard/admin/partners', key: 'partners' },
  { to: '/dashboard/admin/catalogue', key: 'catalogue' },
  { to: '/dashboard/admin/configurations', key: 'configurations' },
  { to: '/dashboard/admin/jobs', key: 'jobs' },
] as const;

const k = (key: string) => `adminDashboard.${key}`;

export function AdminDashboard() {
  const { t } = useTranslation();
  const stats = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => api.request<AdminStats>('/admin/stats', { signal }),
  });
  useEffect(() => {
    if (stats.error) notify.error(apiErrorMessage(t, stats.error));
  }, [stats.error, stats.errorUpdatedAt, t]);
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <h2 id="admin-dashboard-title" className="admin-dashboard__title">
        {t(k('title'))}
      </h2>
      <ul className="tile-list">
        {adminShortcuts.map((item) => (
          <li key={item.key} className="tile">
            <Link className="tile__link" to={item.to}>
              <span className="tile__title">{t(k(`shortcuts.${item.key}.title`))}</span>
              <span className="tile__text">{t(k(`shortcuts.${item.key}.text`))}</span>
            </Link>
          </li>
        ))}
      </ul>
      {stats.data ? (
        <Figures stats={stats.data} />
      ) : stats.error ? (
        <div className="admin-dashboard__state" role="alert">
          <p>{t(k('failed'))}</p>
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            {t(k('retry'))}
          </Button>
        </div>
      ) : (
        <p className="admin-dashboard__state" role="status" aria-busy="true">
          {t(k('loading'))}
        </p>
      )}
    </section>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (n: number) => formatNumber(locale, n);
  const money = (cents: number) => formatMoney(locale, cents);
  const longMonth = (month: string) =>
    formatDate(locale, monthDate(month), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Axis ticks in whole euros when they are whole euros (they are, past one euro).
  const moneyTick = (cents: number) =>
    formatNumber(locale, cents / 100, {
      style: 'currency',
      currency: stats.currency,
      maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
    });
  const months = stats.revenueByMonth;
  const gross = months.reduce((sum, m) => sum + m.grossCents, 0);
  const net = months.reduce((sum, m) => sum + m.netCents, 0);
  const carts = stats.carts;

  return (
    <div className="admin-dashboard__charts">
      <BarChart
        title={t(k('status.title'))}
        axisLabel={t(k('status.axis'))}
        formatValue={number}
        bars={stats.ordersByStatus.map((s) => {
          const label = t(`shop.status.order.${s.status}`);
          return {
            key: s.status,
            label,
            value: s.count,
            href: ordersListHref({ status: s.status }),
            linkLabel: t(k('status.bar'), { status: label, count: number(s.count) }),
          };
        })}
        footer={
          <Link className="chart__more" to={ordersListHref()}>
            {t(k('status.all'))}
          </Link>
        }
      />
      <ColumnChart
        title={t(k('revenue.title'))}
        axisLabel={t(k('revenue.axis'), { currency: stats.currency })}
        categoryLabel={t(k('revenue.monthAxis'))}
        formatTick={moneyTick}
        series={[{ name: t(k('revenue.gross')) }, { name: t(k('revenue.net')) }]}
        columns={months.map((m) => ({
          key: m.month,
          label: formatDate(locale, monthDate(m.month), { month: 'short', timeZone: 'UTC' }),
          values: [m.grossCents, m.netCents],
          href: ordersListHref(monthDays(m.month)),
          linkLabel: t(k('revenue.column'), {
            month: longMonth(m.month),
            gross: money(m.grossCents),
            net: money(m.netCents),
            count: number(m.orders),
          }),
        }))}
        footer={
          <>
            <p className="chart__total">{t(k('revenue.total'), { gross: money(gross), net: money(net) })}</p>
            <p className="chart__note">{t(k('revenue.note'))}</p>
            <Link className="chart__more" to={ordersListHref({ paymentStatus: 'paid' })}>
              {t(k('revenue.paid'))}
            </Link>
          </>
        }
      />
      <figure className="chart figure-card" aria-labelledby="admin-carts-title">
        <figcaption id="admin-carts-title" className="chart__title">
          {t(k('carts.title'), { days: number(carts.days) })}
        </figcaption>
        {carts.conversionBp === null ? (
          <p className="figure-card__value figure-card__value--none">
            {t(k('carts.none'), { days: number(carts.days) })}
          </p>
        ) : (
          <p className="figure-card__value">
            {t(k('carts.rate'), {
              rate: formatNumber(locale, carts.conversionBp / 10_000, { style: 'percent', maximumFractionDigits: 1 }),
            })}
          </p>
        )}
        <p>{t(k('carts.detail'), { orders: number(carts.ordersPlaced), open: number(carts.openCarts) })}</p>
        <p className="chart__note">{t(k('carts.note'))}</p>
        <Link className="chart__more" to={ordersListHref({ from: utcDay(carts.since) })}>
          {t(k('carts.link'), { days: number(carts.days) })}
        </Link>
      </figure>
      {stats.inquiries ? <InquiryFigures inquiries={stats.inquiries} days={carts.days} /> : null}
    </div>
  );
}

/** The inquiries per status, and the last 30 days' inquiry → order conversion (accepted ÷ submitted). */
function InquiryFigures({ inquiries, days }: { inquiries: InquiryStats; days: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = (n: number) => formatNumber(locale, n);
  const { submitted, accepted } = inquiries.last30Days;
  return (
    <>
      <BarChart
        title={t(k('inquiries.title'))}
        axisLabel={t(k('inquiries.axis'))}
        formatValue={number}
        bars={inquiries.byStatus.map((s) => {
          const label = t(k(`inquiries.statuses.${s.status}`));
          return {
            key: s.status,
            label,
            value: s.count,
            linkLabel: t(k('inquiries.bar'), { status: label, count: number(s.count) }),
          };
        })}
      />
      <figure className="chart figure-card" aria-labelledby="admin-inquiries-title" data-testid="inquiry-conversion">
        <figcaption id="admin-inquiries-title" className="chart__title">
          {t(k('inquiries.conversionTitle'), { days: number(days) })}
        </figcaption>
        {submitted === 0 ? (
          <p className="figure-card__value figure-card__value--none">
            {t(k('inquiries.none'), { days: number(days) })}
          </p>
        ) : (
          <p className="figure-card__value">
            {formatNumber(locale, accepted / submitted, { style: 'percent', maximumFractionDigits: 1 })}
          </p>
        )}
        <p>{t(k('inquiries.detail'), { submitted: number(submitted), accepted: number(accepted) })}</p>
        <p className="chart__note">{t(k('inquiries.note'))}</p>
      </figure>
    </>
  );
}
