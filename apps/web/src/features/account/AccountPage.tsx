// /dashboard/account: the signed-in user's details in sections, each saved on its own.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasScope } from '../../api/shapes.ts';
import { Button } from '../../ui/Button.tsx';
import { Page } from '../../ui/Page.tsx';
import { accountApi, type Account } from './accountApi.ts';
import { AddressSection, CompanySection, ProfileSection } from './ProfileSections.tsx';
import { DeleteSection, EmailSection, ExportSection, PasswordSection } from './SecuritySections.tsx';
import { apiMessage } from './useAccountForm.ts';
import './account.css';

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; account: Account };

const accountKey = ['account'];

export function AccountPage() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const query = useQuery({ queryKey: accountKey, queryFn: ({ signal }) => accountApi.account(signal) });
  const loaded: Loaded = query.data
    ? { state: 'ready', account: query.data }
    : query.isError
      ? { state: 'failed', message: apiMessage(query.error, t) }
      : { state: 'loading' };
  const load = () => void query.refetch();

  // A section saved: the answer is the account as it now is.
  const onSaved = (account: Account) => queries.setQueryData(accountKey, account);

  return (
    <Page title={t('account.page.title')} intro={t('account.page.intro')}>
      {loaded.state === 'loading' ? (
        <p className="session-pending" role="status">
          {t('account.page.loading')}
        </p>
      ) : loaded.state === 'failed' ? (
        <div className="part-failed" role="alert">
          <p>{loaded.message}</p>
          <Button variant="secondary" onClick={() => load()}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : (
        <div className="account-sections">
          <ProfileSection account={loaded.account} onSaved={onSaved} />
          {hasScope(loaded.account, 'company') && loaded.account.company ? (
            <CompanySection account={loaded.account} onSaved={onSaved} />
          ) : null}
          <AddressSection kind="billingAddress" account={loaded.account} onSaved={onSaved} />
          <AddressSection kind="shippingAddress" account={loaded.account} onSaved={onSaved} />
          <PasswordSection />
          <EmailSection account={loaded.account} onSaved={onSaved} />
          <ExportSection />
          <DeleteSection />
        </div>
      )}
    </Page>
  );
}
