// /dashboard/admin/mailbox: every mail Kubik wrote, newest first (kept in the database when no
// SMTP_URL is set, so a fresh install works offline). One mail opens in a dialog; its HTML is
// shown in a sandboxed iframe (no scripts, no same origin), its plain text beside it.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { useLocale } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { Page } from '../../ui/Page.tsx';
import { Table, initialTableQuery, type TableQuery } from '../../ui/Table.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { mailboxApi, type Mail } from './accountApi.ts';
import { Modal } from '../../ui/Modal.tsx';
import { apiMessage } from './useAccountForm.ts';
import './account.css';

const column = createColumnHelper<Mail>();

function MailStatus({ mail }: { mail: Mail }) {
  const { t } = useTranslation();
  if (mail.error)
    return (
      <span className="badge badge--danger" title={mail.error}>
        {t('account.mailbox.failed')}
      </span>
    );
  if (mail.sentAt) return <span className="badge badge--ok">{t('account.mailbox.sent')}</span>;
  return <span className="badge">{t('account.mailbox.kept')}</span>;
}

export function MailboxPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState<TableQuery>(initialTableQuery);
  const [open, setOpen] = useState<Mail | null>(null);
  const mails = useQuery({
    queryKey: ['admin', 'mails', query.page, query.perPage],
    queryFn: ({ signal }) => mailboxApi.page(query.page, query.perPage, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (mails.error) notify.error(apiMessage(mails.error, t));
  }, [mails.error, mails.errorUpdatedAt, t]);
  const data = mails.data;
  const loading = mails.isFetching;

  const columns = [
    column.accessor('createdAt', {
      header: () => t('account.mailbox.columns.createdAt'),
      enableSorting: false,
      cell: (c) => formatDateTime(locale, c.getValue()),
    }),
    column.accessor('to', { header: () => t('account.mailbox.columns.to'), enableSorting: false }),
    column.accessor('subject', {
      header: () => t('account.mailbox.columns.subject'),
      enableSorting: false,
      cell: (c) => (
        <button type="button" className="link-button" onClick={() => setOpen(c.row.original)}>
          {c.getValue()}
        </button>
      ),
    }),
    column.accessor('kind', { header: () => t('account.mailbox.columns.kind'), enableSorting: false }),
    column.display({
      id: 'status',
      header: () => t('account.mailbox.columns.status'),
      cell: (c) => <MailStatus mail={c.row.original} />,
    }),
  ];

  return (
    <Page title={t('account.mailbox.title')} intro={t('account.mailbox.intro')}>
      <Table<Mail>
        label={t('account.mailbox.title')}
        columns={columns}
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        query={query}
        onQueryChange={setQuery}
        loading={loading}
        emptyText={t('account.mailbox.empty')}
        getRowId={(mail) => mail.id}
      />
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject ?? ''}
        closeLabel={t('account.dialog.close')}
        wide
      >
        {open ? (
          <div className="mail">
            <dl className="facts mail__facts">
              <dt>{t('account.mailbox.columns.to')}</dt>
              <dd>{open.to}</dd>
              <dt>{t('account.mailbox.columns.createdAt')}</dt>
              <dd>{formatDateTime(locale, open.createdAt)}</dd>
              <dt>{t('account.mailbox.language')}</dt>
              <dd>{open.locale}</dd>
              <dt>{t('account.mailbox.columns.status')}</dt>
              <dd>
                <MailStatus mail={open} /> {open.error ?? ''}
              </dd>
              {open.attachments.length > 0 ? (
                <>
                  <dt>{t('account.mailbox.attachments')}</dt>
                  <dd>{open.attachments.map((a) => a.filename).join(', ')}</dd>
                </>
              ) : null}
            </dl>
            <iframe
              className="mail__html"
              title={t('account.mailbox.htmlTitle', { subject: open.subject })}
              sandbox=""
              srcDoc={open.html}
            />
            <details className="mail__text">
              <summary>{t('account.mailbox.plainText')}</summary>
              <pre>{open.text}</pre>
            </details>
          </div>
        ) : null}
      </Modal>
    </Page>
  );
}
