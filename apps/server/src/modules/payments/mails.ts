// The payments module's own mail: how to pay an order by bank transfer, with its proforma invoice
// attached (made when the mail goes out) and linked (the link works without signing in), in the
// language the customer ordered in.
import type { Locale } from '@kubik/contract/locale';
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
  const details = {
    sl: `Prejemnik: ${f.beneficiary}\nIBAN: ${f.iban}\nBIC: ${f.bic}\nSklic: ${f.reference}\nZnesek: ${f.amount}\nRok plačila: ${f.dueDate}`,
    en: `Beneficiary: ${f.beneficiary}\nIBAN: ${f.iban}\nBIC: ${f.bic}\nReference: ${f.reference}\nAmount: ${f.amount}\nPay by: ${f.dueDate}`,
    es: `Beneficiario: ${f.beneficiary}\nIBAN: ${f.iban}\nBIC: ${f.bic}\nReferencia: ${f.reference}\nImporte: ${f.amount}\nPagar antes del: ${f.dueDate}`,
  }[locale];
  const copy = {
    sl: {
      subject: `Predračun za naročilo ${f.number}`,
      lines: [
        `Pozdravljeni, ${f.name}!`,
        `Naročilo ${f.number} boste plačali z bančnim nakazilom. Podatki za nakazilo:`,
        details,
        'Izdelavo začnemo, ko prejmemo plačilo. Predračun v PDF je priložen; prenesete ga lahko tudi s spodnje povezave.',
      ],
      action: 'Prenesi predračun (PDF)',
      footer: 'Povezava do predračuna velja 60 dni; predračun najdete tudi med svojimi naročili.',
    },
    en: {
      subject: `Proforma invoice for order ${f.number}`,
      lines: [
        `Hello ${f.name},`,
        `You chose to pay order ${f.number} by bank transfer. The transfer details:`,
        details,
        'We start making your order once the payment arrives. The proforma invoice (PDF) is attached; you can also download it from the link below.',
      ],
      action: 'Download the proforma (PDF)',
      footer: 'The link to the proforma works for 60 days; the proforma is also with your orders.',
    },
    es: {
      subject: `Factura proforma del pedido ${f.number}`,
      lines: [
        `Hola, ${f.name}:`,
        `Ha elegido pagar el pedido ${f.number} por transferencia bancaria. Los datos para la transferencia:`,
        details,
        'Empezamos a fabricar su pedido cuando recibamos el pago. La factura proforma (PDF) va adjunta; también puede descargarla desde el enlace de abajo.',
      ],
      action: 'Descargar la proforma (PDF)',
      footer: 'El enlace a la proforma funciona durante 60 días; la proforma también está entre sus pedidos.',
    },
  }[locale];
  const filename = `${{ sl: 'predracun', en: 'proforma', es: 'proforma' }[locale]}-${f.number}.pdf`;
  return {
    ...renderMail('order_bank_transfer', locale, copy, f.proformaLink),
    attachments: [{ kind: 'proforma', orderId: f.orderId, filename }],
  };
}

export type AutoRefundFacts = { number: string; amount: string; link: string };

/** To staff: a payment arrived for an order already cancelled, and Kubik refunded it by itself. */
export function cancelledOrderRefundedMail(f: AutoRefundFacts, locale: Locale): RenderedMail {
  const copy = {
    sl: {
      subject: `Plačilo za preklicano naročilo ${f.number} je vrnjeno`,
      lines: [
        'Pozdravljeni!',
        `Za naročilo ${f.number} je plačilo ${f.amount} prispelo, ko je bilo naročilo že preklicano. Kubik je znesek samodejno vrnil stranki; naročilo ostaja preklicano.`,
        'Storiti vam ni treba ničesar; vračilo je zapisano v zgodovini in revizijski sledi naročila.',
      ],
      action: 'Odpri naročilo',
    },
    en: {
      subject: `Payment for cancelled order ${f.number} refunded`,
      lines: [
        'Hello,',
        `A payment of ${f.amount} for order ${f.number} arrived after the order had been cancelled. Kubik has refunded it to the customer by itself; the order stays cancelled.`,
        'You need not do anything; the refund is in the order’s history and audit trail.',
      ],
      action: 'Open the order',
    },
    es: {
      subject: `Reembolsado el pago del pedido cancelado ${f.number}`,
      lines: [
        'Hola:',
        `Un pago de ${f.amount} del pedido ${f.number} llegó cuando el pedido ya estaba cancelado. Kubik se lo ha reembolsado al cliente automáticamente; el pedido sigue cancelado.`,
        'No tiene que hacer nada; el reembolso figura en el historial y en el registro de auditoría del pedido.',
      ],
      action: 'Abrir el pedido',
    },
  }[locale];
  return renderMail('payment_cancelled_order_refunded', locale, copy, f.link);
}
