// /dashboard/admin/partners: every partner, as the other admin lists (ServerList: paged and searched
// on the server, the view in the URL, the count above, cards on a phone), sorted by name. "New
// partner" opens the form in a dialog; a created partner opens on its own page. Below the list, the
// order moves partners may make (OrderPolicySection).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../ui/routing.tsx';
import { createColumnHelper } from '@tanstack/react-table';
import type { Partner } from '@kubik/contract/partners';
import { formatNumber } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/i18n.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { notify } from '../../../ui/Toasts.tsx';
import type { ListSpec } from '../listState.ts';
import { ServerList } from '../ServerList.tsx';
import { OrderPolicySection } from './OrderPolicySection.tsx';
import { PartnerForm } from './PartnerForm.tsx';
import { partnersApi } from './partnersApi.ts';

const partnerColumn = createColumnHelper<Partner>();
// The API sorts partners by name; the list has only its text filter.
const spec: ListSpec = { sorts: {}, filters: {} };

export function PartnerList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [creating, setCreating] = useState(false);
  const create = useMutation({ mutationFn: partnersApi.create });
  const header = (name: string) => t(`adminPartners.columns.${name}`);
  const percent = (bp: number) => formatNumber(locale, bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });
  const columns = [
    partnerColumn.accessor('name', {
      header: header('name'),
      enableSorting: false,
      cell: (c) => <Link to={`/dashboard/admin/partners/${c.row.original.id}`}>{c.getValue()}</Link>,
    }),
    partnerColumn.accessor('contactEmail', { header: header('contact'), enableSorting: false }),
    partnerColumn.accessor('region', {
      header: header('region'),
      enableSorting: false,
      cell: (c) => c.getValue() ?? '',
    }),
    partnerColumn.accessor('discountBp', {
      header: header('discount'),
      enableSorting: false,
      cell: (c) => percent(c.getValue()),
    }),
    partnerColumn.accessor('userCount', {
      header: header('users'),
      enableSorting: false,
      cell: (c) => formatNumber(locale, c.getValue()),
    }),
    partnerColumn.accessor('customerCount', {
      header: header('customers'),
      enableSorting: false,
      cell: (c) => formatNumber(locale, c.getValue()),
    }),
  ];

  return (
    <>
      <ServerList<Partner>
        id="adminPartners"
        texts="adminPartners.list"
        path={null}
        columns={columns}
        spec={spec}
        fetch={partnersApi.list}
        actions={<Button onClick={() => setCreating(true)}>{t('adminPartners.new')}</Button>}
        after={<OrderPolicySection />}
      />
      <Modal
        open={creating}
        onClose={() => setCreating(false)}
        title={t('adminPartners.newTitle')}
        closeLabel={t('adminPartners.cancel')}
      >
        <PartnerForm
          busy={create.isPending}
          submitLabel={t('adminPartners.create')}
          onCancel={() => setCreating(false)}
          onSubmit={(request) =>
            create.mutateAsync(request).then(
              (created) => {
                void queries.invalidateQueries({ queryKey: ['admin', 'adminPartners'] });
                setCreating(false);
                notify.success(t('adminPartners.created', { name: created.name }));
                void navigate(`/dashboard/admin/partners/${created.id}`);
              },
              (error: unknown) => {
                notify.error(apiErrorMessage(t, error));
                throw error;
              },
            )
          }
        />
      </Modal>
    </>
  );
}
