// The inquiries module's mails, each in its recipient's language: a new inquiry to staff and to the
// users of the customer's partner, its confirmation to the customer, and a new message in the
// thread to the other side.
import type { Locale } from '@kubik/contract/locale';
import { moneyText } from '@kubik/shop/money-text';
import { text } from '../../i18n/texts.ts';
import { renderMail, type MailCopy, type RenderedMail } from '../mail/service.ts';

const formatEuros = (amount: number, locale: Locale) => moneyText(locale, amount);

export type InquiryMailFacts = {
  seqId: string;
  customerName: string;
  customerEmail: string;
  message: string;
  items: { name: string; quantity: number; computedUnitNetCents?: number | null | undefined }[];
  /** The partner the customer is assigned to, if any. */
  partnerName: string | null;
  link: string;
};

function itemLines(facts: InquiryMailFacts, locale: Locale): string[] {
  const unpriced = text(locale, 'inquiries.unpriced');
  return facts.items.map(
    (i) =>
      `• ${i.name} × ${i.quantity} — ${i.computedUnitNetCents == null ? unpriced : formatEuros(i.computedUnitNetCents, locale)}`,
  );
}

/** A label and what was written under it, or nothing when nothing was written. */
const quoted = (label: string, written: string | null) => (written ? [label, written] : []);

/** To staff and to the partner's users: a customer asked for an offer. */
export function newInquiryMail(locale: Locale, facts: InquiryMailFacts): RenderedMail {
  const { seqId, partnerName } = facts;
  const who = `${facts.customerName} <${facts.customerEmail}>`;
  const copy: MailCopy = {
    subject: text(locale, 'inquiries.new.subject', { seqId }),
    lines: [
      partnerName
        ? text(locale, 'inquiries.new.sentWithPartner', { who, seqId, partner: partnerName })
        : text(locale, 'inquiries.new.sent', { who, seqId }),
      text(locale, 'inquiries.new.projects'),
      itemLines(facts, locale).join('\n'),
      ...quoted(text(locale, 'inquiries.new.message'), facts.message),
    ],
    action: text(locale, 'inquiries.open'),
  };
  return renderMail('inquiry_new', locale, copy, facts.link);
}

/** To the customer who sent it: the inquiry is in, with its number, what was sent, and what happens next. */
export function inquiryReceivedMail(
  locale: Locale,
  facts: Pick<InquiryMailFacts, 'seqId' | 'customerName' | 'message' | 'items' | 'link'>,
): RenderedMail {
  const { seqId } = facts;
  const copy: MailCopy = {
    subject: text(locale, 'inquiries.received.subject', { seqId }),
    lines: [
      text(locale, 'mail.helloName', { name: facts.customerName }),
      text(locale, 'inquiries.received.thanks', { seqId }),
      text(locale, 'inquiries.received.projects'),
      facts.items.map((i) => `• ${i.name}`).join('\n'),
      ...quoted(text(locale, 'mail.yourMessage'), facts.message),
    ],
    action: text(locale, 'inquiries.open'),
  };
  return renderMail('inquiry_received', locale, copy, facts.link);
}

/** To the customer, or to staff and the partner: a new message in an inquiry's thread. */
export function inquiryMessageMail(
  locale: Locale,
  facts: { seqId: string; authorName: string; body: string; link: string },
): RenderedMail {
  const { seqId } = facts;
  const copy: MailCopy = {
    subject: text(locale, 'inquiries.message.subject', { seqId }),
    lines: [text(locale, 'inquiries.message.replied', { author: facts.authorName, seqId }), facts.body],
    action: text(locale, 'inquiries.open'),
  };
  return renderMail('inquiry_message', locale, copy, facts.link);
}

/** To the customer: an offer was sent; they accept or decline it on the inquiry's page before it lapses. */
export function offerSentMail(
  locale: Locale,
  facts: { seqId: string; grossCents: number; validUntil: Date; link: string },
): RenderedMail {
  const { seqId } = facts;
  const day = new Intl.DateTimeFormat({ sl: 'sl-SI', en: 'en-GB', es: 'es-ES' }[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Ljubljana',
  }).format(facts.validUntil);
  const copy: MailCopy = {
    subject: text(locale, 'inquiries.offerSent.subject', { seqId }),
    lines: [
      text(locale, 'mail.hello'),
      text(locale, 'inquiries.offerSent.offer', { seqId, total: formatEuros(facts.grossCents, locale) }),
      text(locale, 'inquiries.offerSent.validUntil', { day }),
    ],
    action: text(locale, 'inquiries.offerSent.action'),
  };
  return renderMail('offer_sent', locale, copy, facts.link);
}

/** To staff and the partner: the customer accepted the offer (an order follows) or declined it, with their reason. */
export function offerAnsweredMail(
  locale: Locale,
  facts: { seqId: string; accepted: boolean; reason: string | null; link: string },
): RenderedMail {
  const { seqId } = facts;
  const copy: MailCopy = facts.accepted
    ? {
        subject: text(locale, 'inquiries.offerAccepted.subject', { seqId }),
        lines: [text(locale, 'inquiries.offerAccepted.body', { seqId })],
        action: text(locale, 'inquiries.open'),
      }
    : {
        subject: text(locale, 'inquiries.offerDeclined.subject', { seqId }),
        lines: [
          text(locale, 'inquiries.offerDeclined.body', { seqId }),
          ...quoted(text(locale, 'inquiries.offerDeclined.reason'), facts.reason),
        ],
        action: text(locale, 'inquiries.open'),
      };
  return renderMail(facts.accepted ? 'offer_accepted' : 'offer_declined', locale, copy, facts.link);
}
