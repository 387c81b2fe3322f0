// /dashboard/admin/orders/{orderId}: one order for staff.
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../ui/Page.tsx';

export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  return <PlaceholderPage id="adminOrder" values={{ id: orderId }} />;
}

