// /dashboard/admin/partners/{partnerId?}: partners arrive with the partners issue.
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/Page.tsx';

/** Partners have no API yet (the partners issue): the list says so, it does not pretend. */
export function AdminPartnersPage() {
  const { partnerId } = useParams();
  return <PlaceholderPage id={partnerId ? 'adminPartner' : 'adminPartners'} values={{ id: partnerId ?? '' }} />;
}
