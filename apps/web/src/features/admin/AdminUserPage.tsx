// /dashboard/admin/users/{userId}: one account for staff.
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/Page.tsx';

export function AdminUserPage() {
  const { userId = '' } = useParams();
  return <PlaceholderPage id="adminUser" values={{ id: userId }} />;
}

