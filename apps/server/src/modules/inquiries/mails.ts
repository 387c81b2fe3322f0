// The inquiries module's mails, each in its recipient's language: a new inquiry to staff and to the
// users of the customer's partner, its confirmation to the customer, and a new message in the
// thread to the other side.
import type { Locale } from '@kubik/contract/locale';
import { moneyText } from '@kubik/shop/money-text';
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
  const unpriced = { sl: 'cena ni izračunana', en: 'not priced', es: 'sin precio calculado' }[locale];
  return facts.items.map(
    (i) =>
      `• ${i.name} × ${i.quantity} — ${i.computedUnitNetCents == null ? unpriced : formatEuros(i.computedUnitNetCents, locale)}`,
  );
}

/** To staff and to the partner's users: a customer asked for an offer. */
export function newInquiryMail(locale: Locale, facts: InquiryMailFacts): RenderedMail {
  const who = `${facts.customerName} <${facts.customerEmail}>`;
  const quoted = (label: string) => (facts.message ? [label, facts.message] : []);
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: `Novo povpraševanje ${facts.seqId}`,
      lines: [
        `${who} je poslal(a) povpraševanje ${facts.seqId}${facts.partnerName ? ` (partner: ${facts.partnerName})` : ''}.`,
        'Projekti (neto cena kosa po katalogu):',
        itemLines(facts, 'sl').join('\n'),
        ...quoted('Sporočilo:'),
      ],
      action: 'Odpri povpraševanje',
    },
    en: {
      subject: `New inquiry ${facts.seqId}`,
      lines: [
        `${who} sent the inquiry ${facts.seqId}${facts.partnerName ? ` (partner: ${facts.partnerName})` : ''}.`,
        "Projects (the catalogue's net price of one piece):",
        itemLines(facts, 'en').join('\n'),
        ...quoted('Message:'),
      ],
      action: 'Open the inquiry',
    },
    es: {
      subject: `Nueva solicitud ${facts.seqId}`,
      lines: [
        `${who} ha enviado la solicitud ${facts.seqId}${facts.partnerName ? ` (socio: ${facts.partnerName})` : ''}.`,
        'Proyectos (precio neto por pieza según el catálogo):',
        itemLines(facts, 'es').join('\n'),
        ...quoted('Mensaje:'),
      ],
      action: 'Abrir la solicitud',
    },
  };
  return renderMail('inquiry_new', locale, copies[locale], facts.link);
}

/** To the customer who sent it: the inquiry is in, with its number, what was sent, and what happens next. */
export function inquiryReceivedMail(
  locale: Locale,
  facts: Pick<InquiryMailFacts, 'seqId' | 'customerName' | 'message' | 'items' | 'link'>,
): RenderedMail {
  const names = facts.items.map((i) => `• ${i.name}`).join('\n');
  const quoted = (label: string) => (facts.message ? [label, facts.message] : []);
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: `Prejeli smo vaše povpraševanje ${facts.seqId}`,
      lines: [
        `Pozdravljeni, ${facts.customerName}!`,
        `Hvala za povpraševanje ${facts.seqId}. Pripravili vam bomo ponudbo in vam pisali, ko bo pripravljena.`,
        'Projekti:',
        names,
        ...quoted('Vaše sporočilo:'),
      ],
      action: 'Odpri povpraševanje',
    },
    en: {
      subject: `We received your inquiry ${facts.seqId}`,
      lines: [
        `Hello ${facts.customerName},`,
        `Thank you for the inquiry ${facts.seqId}. We will prepare an offer and write to you when it is ready.`,
        'Projects:',
        names,
        ...quoted('Your message:'),
      ],
      action: 'Open the inquiry',
    },
    es: {
      subject: `Hemos recibido su solicitud ${facts.seqId}`,
      lines: [
        `Hola, ${facts.customerName}:`,
        `Gracias por la solicitud ${facts.seqId}. Prepararemos una oferta y le escribiremos cuando esté lista.`,
        'Proyectos:',
        names,
        ...quoted('Su mensaje:'),
      ],
      action: 'Abrir la solicitud',
    },
  };
  return renderMail('inquiry_received', locale, copies[locale], facts.link);
}

/** To the customer, or to staff and the partner: a new message in an inquiry's thread. */
export function inquiryMessageMail(
  locale: Locale,
  facts: { seqId: string; authorName: string; body: string; link: string },
): RenderedMail {
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: `Novo sporočilo k povpraševanju ${facts.seqId}`,
      lines: [`${facts.authorName} je odgovoril(a) na povpraševanje ${facts.seqId}:`, facts.body],
      action: 'Odpri povpraševanje',
    },
    en: {
      subject: `New message on inquiry ${facts.seqId}`,
      lines: [`${facts.authorName} replied to the inquiry ${facts.seqId}:`, facts.body],
      action: 'Open the inquiry',
    },
    es: {
      subject: `Nuevo mensaje en la solicitud ${facts.seqId}`,
      lines: [`${facts.authorName} ha respondido a la solicitud ${facts.seqId}:`, facts.body],
      action: 'Abrir la solicitud',
    },
  };
  return renderMail('inquiry_message', locale, copies[locale], facts.link);
}

/** To the customer: an offer was sent; they accept or decline it on the inquiry's page before it lapses. */
export function offerSentMail(
  locale: Locale,
  facts: { seqId: string; grossCents: number; validUntil: Date; link: string },
): RenderedMail {
  const day = new Intl.DateTimeFormat({ sl: 'sl-SI', en: 'en-GB', es: 'es-ES' }[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Ljubljana',
  }).format(facts.validUntil);
  const total = formatEuros(facts.grossCents, locale);
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: `Ponudba za povpraševanje ${facts.seqId}`,
      lines: [
        'Pozdravljeni!',
        `Za vaše povpraševanje ${facts.seqId} smo pripravili ponudbo: skupaj ${total} z DDV.`,
        `Ponudba velja do ${day}.`,
      ],
      action: 'Oglej si ponudbo',
    },
    en: {
      subject: `An offer for your inquiry ${facts.seqId}`,
      lines: [
        'Hello,',
        `We have made an offer for your inquiry ${facts.seqId}: ${total} in total, VAT included.`,
        `The offer is valid until ${day}.`,
      ],
      action: 'See the offer',
    },
    es: {
      subject: `Una oferta para su solicitud ${facts.seqId}`,
      lines: [
        'Hola:',
        `Hemos preparado una oferta para su solicitud ${facts.seqId}: ${total} en total, IVA incluido.`,
        `La oferta es válida hasta el ${day}.`,
      ],
      action: 'Ver la oferta',
    },
  };
  return renderMail('offer_sent', locale, copies[locale], facts.link);
}

/** To staff and the partner: the customer accepted the offer (an order follows) or declined it, with their reason. */
export function offerAnsweredMail(
  locale: Locale,
  facts: { seqId: string; accepted: boolean; reason: string | null; link: string },
): RenderedMail {
  const reason = (label: string) => (facts.reason ? [label, facts.reason] : []);
  const copies: Record<Locale, MailCopy> = facts.accepted
    ? {
        sl: {
          subject: `Ponudba za ${facts.seqId} je sprejeta`,
          lines: [`Stranka je sprejela ponudbo za povpraševanje ${facts.seqId}. Naročilo je oddano.`],
          action: 'Odpri povpraševanje',
        },
        en: {
          subject: `The offer for ${facts.seqId} was accepted`,
          lines: [`The customer accepted the offer for the inquiry ${facts.seqId}. The order is placed.`],
          action: 'Open the inquiry',
        },
        es: {
          subject: `La oferta para ${facts.seqId} ha sido aceptada`,
          lines: [`El cliente ha aceptado la oferta para la solicitud ${facts.seqId}. El pedido está hecho.`],
          action: 'Abrir la solicitud',
        },
      }
    : {
        sl: {
          subject: `Ponudba za ${facts.seqId} je zavrnjena`,
          lines: [`Stranka je zavrnila ponudbo za povpraševanje ${facts.seqId}.`, ...reason('Razlog:')],
          action: 'Odpri povpraševanje',
        },
        en: {
          subject: `The offer for ${facts.seqId} was declined`,
          lines: [`The customer declined the offer for the inquiry ${facts.seqId}.`, ...reason('Reason:')],
          action: 'Open the inquiry',
        },
        es: {
          subject: `La oferta para ${facts.seqId} ha sido rechazada`,
          lines: [`El cliente ha rechazado la oferta para la solicitud ${facts.seqId}.`, ...reason('Motivo:')],
          action: 'Abrir la solicitud',
        },
      };
  return renderMail(facts.accepted ? 'offer_accepted' : 'offer_declined', locale, copies[locale], facts.link);
}
