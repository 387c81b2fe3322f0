// The payments module's own mail: how to pay an order by bank transfer, with its proforma invoice
// attached (made when the mail goes out) and linked (the link works without signing in), in the
// language the customer ordered in.
import type { Locale } from '@kubik/contract/locale';
import { text } from '../../i18n/texts.ts';
import { renderMail, type RenderedMail } from '../mail/service.ts';

export type TransferFacts = {
  orderId: string;
  number: string;
  name: string;
  amount: string;
  beneficiary: string;
  iban: string;
  bic: string;
  reference: string;
  /** Already formatted in the reader's way. */
  dueDate: string;
  proformaLink: string;
};

export function bankTransferMail(f: TransferFacts, locale: Locale): RenderedMail {
  const { number, beneficiary, iban, bic, reference, amount, dueDate } = f;
  const copy = {
    subject: text(locale, 'payments.bankTransfer.subject', { number }),
    lines: [
      text(locale, 'mail.helloName', { name: f.name }),
      text(locale, 'payments.bankTransfer.intro', { number }),
      text(locale, 'payments.bankTransfer.details', { beneficiary, iban, bic, reference, amount, dueDate }),
      text(locale, 'payments.bankTransfer.nextSteps'),
    ],
    action: text(locale, 'payments.bankTransfer.action'),
    footer: text(locale, 'payments.bankTransfer.footer'),
  };
  const filename = text(locale, 'payments.bankTransfer.filename', { number });
  return {
    ...renderMail('order_bank_transfer', locale, copy, f.proformaLink),
    attachments: [{ kind: 'proforma', orderId: f.orderId, filename }],
  };
}

export type AutoRefundFacts = { number: string; amount: string; link: string };

/** To staff: a payment arrived for an order already cancelled, and Kubik refunded it by itself. */
export function cancelledOrderRefundedMail(f: AutoRefundFacts, locale: Locale): RenderedMail {
  const params = { number: f.number, amount: f.amount };
  const copy = {
    subject: text(locale, 'payments.cancelledOrderRefunded.subject', params),
    lines: [
      text(locale, 'mail.hello'),
      text(locale, 'payments.cancelledOrderRefunded.body', params),
      text(locale, 'payments.cancelledOrderRefunded.nothingToDo'),
    ],
    action: text(locale, 'mail.openOrder'),
  };
  return renderMail('payment_cancelled_order_refunded', locale, copy, f.link);
}
