// /dashboard/admin/partners/{partnerId?}: the partners list, or one partner's page (partners/).
import { useParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { PartnerList } from './partners/PartnerList.tsx';
import { PartnerPage } from './partners/PartnerPage.tsx';

/** Partners are named by UUID; any other address is a page that does not exist (no call made). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function AdminPartnersPage() {
  const { t } = useTranslation();
  const { partnerId } = useParams();
  if (partnerId === undefined) return <PartnerList />;
  if (!uuid.test(partnerId)) {
    return (
      <Page title={t('adminPartners.notFoundTitle')}>
        <EmptyState
          title={t('errors.api.not_found')}
          action={<ButtonLink to="/dashboard/admin/partners">{t('adminPartners.backToList')}</ButtonLink>}
        />
      </Page>
    );
  }
  return <PartnerPage key={partnerId} partnerId={partnerId} />;
}
