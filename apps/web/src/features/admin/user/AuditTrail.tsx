// What staff changed on this user (or partner: the partner page shows its trail the same way), newest
// first (the admin module's audit rows): who, when, what, and each changed value as before → after.
// Paged by the server, a "more" button for older rows.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditEntry } from '@kubik/contract/admin';
import type { Locale } from '@kubik/contract/locale';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { userApi, userKeys } from './userApi.ts';

const perPage = 10;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function show(t: TFunction, locale: Locale, key: string, value: unknown): string {
  if (value === null || value === undefined) return t('adminUser.audit.none');
  if (Array.isArray(value))
    return value.length === 0
      ? t('adminUser.audit.none')
      : value
          .map((v) =>
            key === 'scopes' ? t(`adminUser.scopes.names.${String(v)}`, { defaultValue: String(v) }) : String(v),
          )
          .join(', ');
  if (typeof value === 'string' && isoTime.test(value)) return formatDateTime(locale, value);
  if (typeof value === 'boolean') return value ? t('adminUser.audit.yes') : t('adminUser.audit.no');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

/** The values the entry records, each as "field: before → after" (one side alone when the other has none). */
function changes(entry: AuditEntry): { key: string; before: unknown; after: unknown }[] {
  const record = (v: unknown): Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const before = record(entry.before);
  const after = record(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => ({ key, before: before[key], after: after[key] }));
}

export function AuditTrail({ userId, entity = 'user' }: { userId: string; entity?: 'user' | 'partner' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const trail = useInfiniteQuery({
    queryKey: entity === 'user' ? userKeys.audit(userId) : ['admin', entity, userId, 'audit'],
    queryFn: ({ pageParam, signal }) => userApi.audit(userId, pageParam, perPage, signal, entity),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perPage < last.total ? last.page + 1 : undefined),
  });
  const entries = trail.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section className="admin-user__section" aria-labelledby={`${entity}-audit-title`}>
      <h2 id={`${entity}-audit-title`} className="admin-user__title">
        {t('adminUser.audit.title')}
      </h2>
      {trail.isPending ? (
        <p role="status" className="admin-user__muted">
          {t('table.loading')}
        </p>
      ) : trail.isError ? (
        <p role="alert" className="field__error">
          {apiErrorMessage(t, trail.error)}
        </p>
      ) : entries.length === 0 ? (
        <p className="admin-user__muted">
          {t(entity === 'user' ? 'adminUser.audit.empty' : 'adminPartners.auditEmpty')}
        </p>
      ) : (
        <ol className="admin-user__events" data-testid="user-audit">
          {entries.map((entry) => (
            <li key={entry.id} className="admin-user__event">
              <time dateTime={entry.at} className="admin-user__when">
                {formatDateTime(locale, entry.at)}
              </time>
              <span>
                <strong>{t(`adminUser.audit.actions.${entry.action}`, { defaultValue: entry.action })}</strong>
                {' · '}
                {entry.actor.email ?? t('adminUser.audit.unknownActor')}
              </span>
              <ul className="admin-user__changes">
                {changes(entry).map(({ key, before, after }) => (
                  <li key={key}>
                    <span className="admin-user__muted">
                      {t(`adminUser.audit.fields.${key}`, { defaultValue: key })}:{' '}
                    </span>
                    {before === undefined
                      ? show(t, locale, key, after)
                      : after === undefined
                        ? show(t, locale, key, before)
                        : `${show(t, locale, key, before)} → ${show(t, locale, key, after)}`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {trail.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void trail.fetchNextPage()}
          disabled={trail.isFetchingNextPage}
          aria-busy={trail.isFetchingNextPage}
        >
          {t('adminUser.audit.more')}
        </Button>
      ) : null}
    </section>
  );
}
