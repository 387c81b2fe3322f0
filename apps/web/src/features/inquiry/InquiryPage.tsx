// /dashboard/inquiries/{inquiryId} (issue 14 §2): one page for the inquiry's customer, staff and the
// users of the customer's partner (the server answers 404 to anyone else, and this page says so).
// The number and state, the customer (for staff and the partner), the frozen items with their
// computed prices (each opens read-only in the configurator), the offers (Offers.tsx), the message
// thread with a reply box, and the history of the state's changes. The customer may withdraw an
// inquiry that is not yet answered for good.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '../../ui/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { Inquiry } from '@kubik/contract/inquiries';
import { hasScope } from '../../api/shapes.ts';
import { useSession } from '../../api/instance.ts';
import { formatDateTime, formatMoney } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Page } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { inquiryApi, inquiryKey, type Side } from './inquiryApi.ts';
import { Offers } from './Offers.tsx';
import '../../ui/shop.css';
import './inquiry.css';

export function InquiryPage() {
  const { t } = useTranslation();
  const { inquiryId = '' } = useParams();
  const inquiry = useQuery({
    queryKey: inquiryKey(inquiryId),
    queryFn: ({ signal }) => inquiryApi.get(inquiryId, signal),
    enabled: inquiryId !== '',
    retry: false,
  });

  if (inquiry.isPending) {
    return (
      <Page title={t('inquiryPage.loadingTitle')}>
        <p className="shop-loading" role="status">
          {t('shop.loading')}
        </p>
      </Page>
    );
  }
  if (inquiry.isError) {
    return (
      <Page title={t('errors.notFound')}>
        <EmptyState
          title={apiErrorMessage(t, inquiry.error)}
          action={<ButtonLink to="/dashboard">{t('inquiryPage.back')}</ButtonLink>}
        />
      </Page>
    );
  }
  return <InquiryDetails inquiry={inquiry.data} />;
}

function InquiryBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge inquiry-badge inquiry-badge--${status}`} data-testid="inquiry-status">
      <span className="visually-hidden">{t('inquiryPage.statusLabel')}: </span>
      {t(`inquiryPage.status.${status}`)}
    </span>
  );
}

function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const queries = useQueryClient();
  const side: Side = inquiry.customer.id === user?.id ? 'customer' : 'answering';
  const [asking, setAsking] = useState(false);
  const update = (next: Inquiry) => queries.setQueryData(inquiryKey(inquiry.id), next);
  const withdraw = useMutation({
    mutationFn: () => inquiryApi.withdraw(inquiry.id),
    onSuccess: (next) => {
      update(next);
      setAsking(false);
      notify.success(t('inquiryPage.withdrawn'));
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });
  const withdrawable = side === 'customer' && (inquiry.status === 'submitted' || inquiry.status === 'offered');
  const admin = hasScope(user, 'admin');
  const partnerView = side === 'answering' && !admin && hasScope(user, 'partner');

  return (
    <Page
      title={t('inquiryPage.title', { seqId: inquiry.seqId })}
      intro={t('inquiryPage.sentOn', { date: formatDateTime(locale, inquiry.createdAt) })}
      actions={
        <>
          <BackLink side={side} admin={admin} />
          {withdrawable ? (
            <Button variant="danger" onClick={() => setAsking(true)}>
              {t('inquiryPage.withdraw')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="inquiry-head">
        <InquiryBadge status={inquiry.status} />
        {side === 'answering' ? (
          <InquiryCustomer customer={inquiry.customer} partnerView={partnerView} admin={admin} />
        ) : null}
      </div>

      <InquiryItems inquiry={inquiry} />

      <Offers inquiry={inquiry} side={side} onChange={update} />

      <Thread inquiry={inquiry} onChange={update} />

      <InquiryHistory history={inquiry.history} />

      <ConfirmDialog
        open={asking}
        title={t('inquiryPage.withdrawTitle', { seqId: inquiry.seqId })}
        confirmLabel={t('inquiryPage.withdrawConfirm')}
        cancelLabel={t('inquiryPage.keep')}
        danger
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('inquiryPage.withdrawText')}</p>
      </ConfirmDialog>
    </Page>
  );
}

/** Back to where each reader's inquiries are listed: the customer's own list, staff's list, the partner's dashboard. */
function BackLink({ side, admin }: { side: Side; admin: boolean }) {
  const { t } = useTranslation();
  return side === 'customer' ? (
    <ButtonLink variant="ghost" to="/dashboard/inquiries">
      {t('inquiryPage.backToList')}
    </ButtonLink>
  ) : admin ? (
    <ButtonLink variant="ghost" to="/dashboard/admin/inquiries">
      {t('inquiryPage.backToAll')}
    </ButtonLink>
  ) : (
    <ButtonLink variant="ghost" to="/dashboard">
      {t('inquiryPage.back')}
    </ButtonLink>
  );
}

/** The customer, for those who answer: name (the partner's users reach the customer's page from it), mail, and for staff the account. */
function InquiryCustomer({
  customer,
  partnerView,
  admin,
}: {
  customer: Inquiry['customer'];
  partnerView: boolean;
  admin: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="inquiry-customer" data-testid="inquiry-customer">
      {t('inquiryPage.customer')}:{' '}
      {partnerView ? (
        <Link
          to={`/dashboard/partner/customers/${customer.id}`}
          aria-label={t('inquiryPage.customerPage', { name: customer.name || customer.email })}
        >
          {customer.name || customer.email}
        </Link>
      ) : (
        customer.name
      )}
      {' · '}
      <a href={`mailto:${customer.email}`}>{customer.email}</a>
      {admin ? (
        <>
          {' '}
          · <Link to={`/dashboard/admin/users/${customer.id}`}>{t('inquiryPage.customerAccount')}</Link>
        </>
      ) : null}
    </p>
  );
}

/** The frozen items with their pictures and computed prices (each opens read-only in the configurator), and the customer's message. */
function InquiryItems({ inquiry }: { inquiry: Inquiry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="inquiry-items-title" className="inquiry-section">
      <h2 id="inquiry-items-title" className="inquiry-section__title">
        {t('inquiryPage.itemsTitle')}
      </h2>
      <ul className="frozen-items">
        {inquiry.items.map((item, index) => (
          <li key={item.id} className="frozen-item" data-testid="inquiry-item">
            {item.thumbnail ? (
              <img className="frozen-item__picture" src={item.thumbnail} alt="" width={120} height={75} />
            ) : (
              <span className="frozen-item__picture" aria-hidden="true" />
            )}
            <div>
              <p className="frozen-item__name">{item.name}</p>
              <p className="frozen-item__meta">
                {item.computedUnitNetCents === null
                  ? t('inquiryPage.itemUnpriced', { quantity: item.quantity })
                  : t('inquiryPage.itemLine', {
                      quantity: item.quantity,
                      price: formatMoney(locale, item.computedUnitNetCents, item.currency),
                    })}
              </p>
              <p className="frozen-item__actions">
                <Link
                  to={`/configurator/inquiry/${inquiry.id}/${index + 1}`}
                  aria-label={t('inquiryPage.openDesignNamed', { name: item.name })}
                >
                  {t('inquiryPage.openDesign')}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {inquiry.message ? (
        <div className="inquiry-message">
          <h3 className="inquiry-message__title">{t('inquiryPage.message')}</h3>
          <p className="inquiry-text">{inquiry.message}</p>
        </div>
      ) : null}
    </section>
  );
}

/** The history of the state's changes: when, from which state to which, and by whom. */
function InquiryHistory({ history }: { history: Inquiry['history'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="inquiry-history-title" className="inquiry-section">
      <h2 id="inquiry-history-title" className="inquiry-section__title">
        {t('inquiryPage.historyTitle')}
      </h2>
      <ul className="inquiry-history" data-testid="inquiry-history">
        {history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>{' '}
            {entry.from
              ? t('inquiryPage.historyMove', {
                  from: t(`inquiryPage.status.${entry.from}`),
                  to: t(`inquiryPage.status.${entry.to}`),
                })
              : t(`inquiryPage.status.${entry.to}`)}
            {' · '}
            {t(`inquiryPage.actor.${entry.actorRole}`, { defaultValue: entry.actorRole })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The messages between the customer and those who answer, oldest first, with a reply box for both sides. */
function Thread({ inquiry, onChange }: { inquiry: Inquiry; onChange: (next: Inquiry) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: (text: string) => inquiryApi.reply(inquiry.id, text),
    onSuccess: (next) => {
      onChange(next);
      setBody('');
      notify.success(t('inquiryPage.replySent'));
    },
    onError: (failure) => setError(apiErrorMessage(t, failure)),
  });
  const closed = inquiry.status === 'withdrawn';
  return (
    <section aria-labelledby="inquiry-thread-title" className="inquiry-section">
      <h2 id="inquiry-thread-title" className="inquiry-section__title">
        {t('inquiryPage.threadTitle')}
      </h2>
      {inquiry.messages.length === 0 ? <p className="inquiry-muted">{t('inquiryPage.threadEmpty')}</p> : null}
      <ol className="inquiry-thread" data-testid="inquiry-thread">
        {inquiry.messages.map((m) => (
          <li
            key={m.id}
            className={`inquiry-thread__message inquiry-thread__message--${m.authorRole === 'customer' ? 'customer' : 'answer'}`}
          >
            <p className="inquiry-thread__meta">
              <strong>{m.authorName}</strong> · {t(`inquiryPage.actor.${m.authorRole}`)} ·{' '}
              <time dateTime={m.createdAt}>{formatDateTime(locale, m.createdAt)}</time>
            </p>
            <p className="inquiry-text">{m.body}</p>
          </li>
        ))}
      </ol>
      {closed ? null : (
        <form
          className="form inquiry-reply"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const text = body.trim();
            if (!text) {
              setError(t('inquiryPage.replyRequired'));
              return;
            }
            setError(null);
            reply.mutate(text);
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="inquiry-reply">
              {t('inquiryPage.replyLabel')}
            </label>
            <textarea
              id="inquiry-reply"
              className="field__input"
              rows={4}
              maxLength={5000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'inquiry-reply-error' : undefined}
            />
            {error ? (
              <p id="inquiry-reply-error" className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className="form__actions">
            <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending}>
              {t('inquiryPage.replySend')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
