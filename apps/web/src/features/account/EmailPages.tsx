// /verify-your-email (after registering: what to do, the address, mail me again) and
// /confirm-email?token=… (the link from the mail, for a new account or a changed address).
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.ts';
import { session, useSession } from '../../api/instance.ts';
import { sameForEveryUser } from '../../api/query.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { accountApi } from './accountApi.ts';
import { localPath, takeSignIn } from './handOver.ts';
import { apiMessage } from './useAccountForm.ts';
import './account.css';

/** The server mails the link again at most once a minute. */
const resendWaitSeconds = 60;

function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}

/** "Send the link again", with the wait the server asks for shown as a countdown. */
export function ResendConfirmation() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [left, wait] = useCountdown();

  async function resend() {
    setBusy(true);
    try {
      await accountApi.resendConfirmation();
      notify.success(t('account.verify.sent'));
      wait(resendWaitSeconds);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        notify.warning(t('account.verify.tooSoon'));
        wait(resendWaitSeconds);
      } else {
        notify.error(apiMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="resend">
      <Button variant="secondary" onClick={() => void resend()} disabled={busy || left > 0} aria-busy={busy}>
        {t('account.verify.resend')}
      </Button>
      <p className="resend__wait" role="status">
        {left > 0 ? t('account.verify.wait', { seconds: left }) : ''}
      </p>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="auth-card" aria-labelledby="account-card-title">
      <h1 id="account-card-title" className="auth-card__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { user, loggedIn, ready } = useSession();
  const [params] = useSearchParams();
  const next = localPath(params.get('redirect')) ?? '/dashboard';
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    const registered = takeSignIn();
    if (!registered) return;
    setSigningIn(true);
    session
      .signInWith(registered)
      .catch((error: unknown) => notify.error(apiMessage(error, t)))
      .finally(() => setSigningIn(false));
  }, [t]);

  useEffect(() => {
    // Confirmed in another tab or on the phone: coming back here shows it.
    const onFocus = () => {
      if (session.getState().loggedIn && !session.getState().user?.emailConfirmed)
        void session.fetchUser().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  if (!ready || signingIn) {
    return (
      <Card title={t('account.verify.title')}>
        <p role="status" className="session-pending">
          {t('session.checking')}
        </p>
      </Card>
    );
  }
  if (!loggedIn || !user) {
    return (
      <Card title={t('account.verify.title')}>
        <p>{t('account.verify.guest')}</p>
        <p className="auth-card__links">
          <Link to="/login?redirect=%2Fverify-your-email">{t('account.verify.signInToResend')}</Link>
        </p>
      </Card>
    );
  }
  if (user.emailConfirmed) {
    return (
      <Card title={t('account.verify.confirmedTitle')}>
        <p>{t('account.verify.confirmed', { email: user.email })}</p>
        <ButtonLink to={next}>{t('account.verify.continue')}</ButtonLink>
      </Card>
    );
  }
  return (
    <Card title={t('account.verify.title')}>
      <p>{t('account.verify.sentTo')}</p>
      <p className="address-badge">{user.email}</p>
      <ol className="plain-steps">
        <li>{t('account.verify.step1')}</li>
        <li>{t('account.verify.step2')}</li>
        <li>{t('account.verify.step3')}</li>
      </ol>
      <ResendConfirmation />
      <p className="auth-card__links">
        <Link to={next}>{t('account.verify.later')}</Link>
      </p>
    </Card>
  );
}

type Confirmation =
  { state: 'pending' } | { state: 'done'; email: string } | { state: 'failed'; expired: boolean; message: string };

/**
 * The link's answer through TanStack Query: a link is spent by its first use, so the call is made
 * once per token for the visit (StrictMode's second mount and any re-render read the same query);
 * what the confirmation changes (the toast, the header's address) happens with that one call.
 */
function useConfirmation(token: string): Confirmation {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['account', 'confirm-email', token],
    queryFn: async () => {
      const confirmed = await accountApi.confirmEmail(token);
      notify.success(t('account.confirm.doneToast'));
      // The header and the account page show the confirmed (perhaps new) address.
      if (session.getState().loggedIn) void session.fetchUser().catch(() => undefined);
      return confirmed;
    },
    enabled: token !== '',
    meta: sameForEveryUser,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (query.isSuccess) return { state: 'done', email: query.data.email };
  if (!query.isError) return { state: 'pending' };
  const error = query.error;
  const expired = isApiError(error) && (error.code === 'token_invalid' || error.code === 'validation_failed');
  return { state: 'failed', expired, message: expired ? t('account.confirm.expired') : apiMessage(error, t) };
}

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { loggedIn, user } = useSession();
  const result = useConfirmation(token);

  if (!token) {
    return (
      <Card title={t('account.confirm.title')}>
        <p className="note">{t('account.confirm.noToken')}</p>
        <p className="auth-card__links">
          <Link to="/verify-your-email">{t('account.confirm.getNewLink')}</Link>
        </p>
      </Card>
    );
  }
  if (result.state === 'pending') {
    return (
      <Card title={t('account.confirm.title')}>
        <p role="status" className="session-pending">
          {t('account.confirm.checking')}
        </p>
      </Card>
    );
  }
  if (result.state === 'done') {
    return (
      <Card title={t('account.confirm.doneTitle')}>
        <p role="status">{t('account.confirm.done', { email: result.email })}</p>
        <ButtonLink to={loggedIn ? '/dashboard' : '/login'}>
          {loggedIn ? t('account.confirm.toDashboard') : t('account.confirm.toLogin')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card title={t('account.confirm.failedTitle')}>
      <p className="form__error" role="alert">
        {result.message}
      </p>
      {result.expired ? (
        loggedIn && user?.emailConfirmed ? (
          <p className="auth-card__links">
            <Link to="/dashboard/account">{t('account.confirm.changeAgain')}</Link>
          </p>
        ) : loggedIn ? (
          <>
            <p>{t('account.confirm.resendHint')}</p>
            <ResendConfirmation />
          </>
        ) : (
          <p className="auth-card__links">
            <Link to="/login?redirect=%2Fverify-your-email">{t('account.confirm.signInForNew')}</Link>
          </p>
        )
      ) : null}
    </Card>
  );
}
