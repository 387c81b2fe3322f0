// The inquiry form (issue 14 §1) in ui/Modal: the projects to include (a checkbox list with pictures,
// all ticked, when there is a choice), the message (optional, at most 5,000 characters, counted as
// one types), then "Send" with its progress — one inquiry however often it is pressed — and the
// "inquiry submitted" dialog with the number, the confirmation mail and the way to the inquiry.
// An unconfirmed address gets the server's words for it and a way to mail the confirmation again;
// what the customer wrote stays in the form meanwhile.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Inquiry } from '@kubik/contract/inquiries';
import { maxInquiryMessage, maxInquiryProjects } from '@kubik/contract/inquiry-limits';
import { isApiError } from '../../api/errors.ts';
import { useSession } from '../../api/instance.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import type { OfferProject } from '../../ui/askForOffer.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { inquiryFormProblems, inquiryRequest, sendOnce, type InquiryFormProblem } from './sendForm.ts';
import { inquiryKeys, sendApi } from './sendApi.ts';
import '../../ui/shop.css';
import './inquiries.css';

export function SendInquiryDialog({
  open,
  projects,
  from,
  onClose,
}: {
  open: boolean;
  projects: OfferProject[];
  from: 'design' | 'cart';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Inquiry | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(sent ? 'inquirySend.submitted.title' : 'inquirySend.title')}
      closeLabel={t('inquirySend.close')}
      wide={!sent && projects.length > 1}
    >
      {sent ? (
        <Submitted inquiry={sent} from={from} onClose={close} />
      ) : (
        <InquiryForm projects={projects} onSent={setSent} onCancel={close} />
      )}
    </Modal>
  );
}

function InquiryForm({
  projects,
  onSent,
  onCancel,
}: {
  projects: OfferProject[];
  onSent: (inquiry: Inquiry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const messageId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(projects.map((p) => p.projectId)));
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<InquiryFormProblem[]>([]);
  const [failure, setFailure] = useState<{ text: string; unconfirmed: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  // One per opening of the dialog: a double click sends one inquiry; after a refusal, a retry sends anew.
  const [send] = useState(() => sendOnce<Inquiry>());

  const submit = async () => {
    const form = { selected, message };
    const found = inquiryFormProblems(form);
    setProblems(found);
    if (found.length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const inquiry = await send(() => sendApi.create(inquiryRequest(form, projects)));
      void queries.invalidateQueries({ queryKey: inquiryKeys.own });
      onSent(inquiry);
    } catch (error) {
      // The server words the refusal of an unconfirmed address in the customer's language (the shop's
      // own text for that code speaks of ordering, not of asking).
      const unconfirmed = isApiError(error) && error.code === 'email_not_confirmed';
      setFailure({ text: unconfirmed && error.message ? error.message : apiErrorMessage(t, error), unconfirmed });
    } finally {
      setSending(false);
    }
  };

  const toggle = (projectId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(projectId);
    else next.delete(projectId);
    setSelected(next);
  };
  const projectProblem = problems.find((p) => p === 'noProject' || p === 'tooManyProjects');
  const messageProblem = problems.includes('messageTooLong');

  return (
    <form
      className="form inquiry-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-busy={sending}
      data-testid="inquiry-form"
    >
      <p>{t('inquirySend.intro')}</p>
      {failure ? <SendFailure failure={failure} /> : null}
      <ProjectChoice
        projects={projects}
        selected={selected}
        problem={projectProblem}
        problemId={`${messageId}-projects`}
        sending={sending}
        onToggle={toggle}
      />
      <MessageField id={messageId} message={message} tooLong={messageProblem} sending={sending} onChange={setMessage} />
      <div className="confirm__buttons">
        <Button type="submit" disabled={sending} aria-busy={sending} data-testid="inquiry-submit">
          {t(sending ? 'inquirySend.sending' : 'inquirySend.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('inquirySend.cancel')}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {sending ? t('inquirySend.sending') : ''}
      </p>
    </form>
  );
}

/** Why the inquiry was not sent: the server's words, and for an unconfirmed address a way to mail the confirmation again. */
function SendFailure({ failure }: { failure: { text: string; unconfirmed: boolean } }) {
  return (
    <div
      className={failure.unconfirmed ? 'shop-warning inquiry-send__failure' : 'form__error'}
      role="alert"
      data-testid={failure.unconfirmed ? 'inquiry-unconfirmed' : 'inquiry-failed'}
    >
      <p>{failure.text}</p>
      {failure.unconfirmed ? <ResendConfirmation /> : null}
    </div>
  );
}

/** The projects to include: a checkbox list with pictures when there is a choice, else the one project's name. */
function ProjectChoice({
  projects,
  selected,
  problem,
  problemId,
  sending,
  onToggle,
}: {
  projects: OfferProject[];
  selected: ReadonlySet<string>;
  problem: InquiryFormProblem | undefined;
  problemId: string;
  sending: boolean;
  onToggle: (projectId: string, on: boolean) => void;
}) {
  const { t } = useTranslation();
  if (projects.length <= 1) {
    return (
      <p className="inquiry-send__single">
        {t('inquirySend.project')} <strong>{projects[0]?.name}</strong>
      </p>
    );
  }
  return (
    <fieldset className="inquiry-send__projects" aria-describedby={problem ? problemId : undefined}>
      <legend className="field__label">
        {t('inquirySend.projects', { chosen: selected.size, total: projects.length })}
      </legend>
      <ul>
        {projects.map((project) => (
          <li key={project.projectId}>
            <label className="inquiry-send__project">
              <input
                type="checkbox"
                checked={selected.has(project.projectId)}
                onChange={(e) => onToggle(project.projectId, e.target.checked)}
                disabled={sending}
              />
              {project.thumbnail ? (
                <img src={project.thumbnail} alt="" width={80} height={50} />
              ) : (
                <span className="inquiry-send__no-picture" aria-hidden="true" />
              )}
              <span>{project.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {problem ? (
        <p id={problemId} className="field__error">
          {t(`inquirySend.problems.${problem}`, { max: maxInquiryProjects })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The optional message, with its limit and the characters counted as one types. */
function MessageField({
  id,
  message,
  tooLong,
  sending,
  onChange,
}: {
  id: string;
  message: string;
  tooLong: boolean;
  sending: boolean;
  onChange: (message: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = formatNumber(locale, maxInquiryMessage);
  const length = message.trim().length;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('inquirySend.message')}
      </label>
      <textarea
        id={id}
        className="field__input inquiry-send__message"
        rows={6}
        value={message}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={`${id}-hint`}
        disabled={sending}
      />
      <p id={`${id}-hint`} className={tooLong ? 'field__error' : 'inquiry-send__hint'}>
        {tooLong ? t('inquirySend.problems.messageTooLong', { max }) : t('inquirySend.messageHint', { max })}{' '}
        <span className="inquiry-send__count">
          {t('inquirySend.count', { length: formatNumber(locale, length), max })}
        </span>
      </p>
    </div>
  );
}

/** "Mail me the confirmation again" (the server sends at most one a minute). */
function ResendConfirmation() {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const resend = async () => {
    setState('busy');
    try {
      await sendApi.resendConfirmation();
      setState('sent');
    } catch (error) {
      setState('idle');
      notify.error(
        isApiError(error) && error.status === 429 ? t('inquirySend.unconfirmed.tooSoon') : apiErrorMessage(t, error),
      );
    }
  };
  return (
    <p className="inquiry-send__resend">
      <Button
        variant="secondary"
        onClick={() => void resend()}
        disabled={state !== 'idle'}
        aria-busy={state === 'busy'}
      >
        {t('inquirySend.unconfirmed.resend')}
      </Button>
      {state === 'sent' ? <span role="status">{t('inquirySend.unconfirmed.sent')}</span> : null}
    </p>
  );
}

function Submitted({ inquiry, from, onClose }: { inquiry: Inquiry; from: 'design' | 'cart'; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="confirm inquiry-submitted" data-testid="inquiry-submitted">
      <div className="confirm__text">
        <p>{t('inquirySend.submitted.number')}</p>
        <p className="inquiry-submitted__number" data-testid="inquiry-number">
          {inquiry.seqId}
        </p>
        <p>{t('inquirySend.submitted.mail', { email: user?.email ?? inquiry.customer.email })}</p>
      </div>
      <div className="confirm__buttons">
        <Button variant="secondary" onClick={onClose}>
          {t(from === 'cart' ? 'inquirySend.submitted.backToCart' : 'inquirySend.submitted.backToDesign')}
        </Button>
        <ButtonLink to={`/dashboard/inquiries/${inquiry.id}`}>{t('inquirySend.submitted.open')}</ButtonLink>
      </div>
    </div>
  );
}
