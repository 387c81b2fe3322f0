// Sign-in at /login (seed §2, §4): email and password against POST /api/users/login, then the
// user. Where to go next is the guest-only guard's job: the remembered path or /dashboard.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link, useSearchParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { session, useSession } from '../../api/instance.ts';
import { isApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { TextField } from '../../ui/TextField.tsx';

const loginForm = z.object({
  email: z.string().trim().min(1, 'auth.validation.emailRequired').email('auth.validation.emailInvalid'),
  password: z.string().min(1, 'auth.validation.passwordRequired'),
});
type LoginForm = z.infer<typeof loginForm>;

/** Server error codes this screen has its own words for; anything else gets the generic text. */
const knownCodes = ['invalid_credentials', 'too_many_requests', 'account_blocked', 'email_not_confirmed'];

export function LoginPage() {
  const { t } = useTranslation();
  const { busy } = useSession();
  // "Create an account" keeps where the visitor was going (a guest saving a design comes back to it).
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  usePageTitle(t('auth.login.title'));
  const { register, handleSubmit, formState, setError } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const user = await session.login(email, password);
      notify.success(t('auth.login.welcome', { name: user.name || user.email }));
    } catch (error) {
      if (!isApiError(error)) console.error('Signing in failed', error);
      const code = isApiError(error) && knownCodes.includes(error.code) ? error.code : 'generic';
      const message = t(`auth.errors.${code}`);
      setError('root', { message });
      notify.error(message);
    }
  });

  const fieldError = (key: keyof LoginForm) => {
    const message = formState.errors[key]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title" className="auth-card__title">
        {t('auth.login.title')}
      </h1>
      <p className="auth-card__intro">{t('auth.login.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        {formState.errors.root?.message ? (
          <p className="form__error" role="alert">
            {formState.errors.root.message}
          </p>
        ) : null}
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError('password')}
          {...register('password')}
        />
        <Button type="submit" disabled={busy || formState.isSubmitting} aria-busy={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="auth-card__links">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
        <span aria-hidden="true"> · </span>
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
          {t('auth.login.register')}
        </Link>
      </p>
    </section>
  );
}
