// The user's latest sign-ins (the auth module's sessions), newest first: when, from which browser,
// and whether the sign-in still holds, ran out, or was ended (and why: signed out, blocked, …).
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@kubik/contract/admin';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';

type SignIn = AdminUserDetail['signIns'][number];

function useSignInState() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (s: SignIn, now: number): string => {
    if (s.endedAt) {
      const why = t(`adminUser.signIns.reasons.${s.endedBecause ?? 'other'}`, {
        defaultValue: t('adminUser.signIns.reasons.other'),
      });
      return t('adminUser.signIns.ended', { date: formatDateTime(locale, s.endedAt), why });
    }
    if (Date.parse(s.expiresAt) <= now)
      return t('adminUser.signIns.expired', { date: formatDateTime(locale, s.expiresAt) });
    return t('adminUser.signIns.open', { date: formatDateTime(locale, s.expiresAt) });
  };
}

export function SignIns({ signIns }: { signIns: SignIn[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stateOf = useSignInState();
  const now = Date.now();
  return (
    <section className="admin-user__section" aria-labelledby="user-sign-ins-title">
      <h2 id="user-sign-ins-title" className="admin-user__title">
        {t('adminUser.signIns.title')}
      </h2>
      {signIns.length === 0 ? (
        <p className="admin-user__muted">{t('adminUser.signIns.none')}</p>
      ) : (
        <ul className="admin-user__events" data-testid="user-sign-ins">
          {signIns.map((s) => (
            <li key={`${s.at}-${s.userAgent ?? ''}`} className="admin-user__event">
              <time dateTime={s.at} className="admin-user__when">
                {formatDateTime(locale, s.at)}
              </time>
              <span>{stateOf(s, now)}</span>
              <span className="admin-user__muted admin-user__agent">
                {s.userAgent ?? t('adminUser.signIns.unknownBrowser')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
