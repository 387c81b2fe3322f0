// The partners module's mail: an invitation to a new partner user, in the language the admin chose
// for them, with a link to set their first password (valid 7 days, once).
import type { Locale } from '@kubik/contract/locale';
import { renderMail, type MailCopy, type RenderedMail } from '../mail/service.ts';

export function partnerInviteMail(
  locale: Locale,
  facts: { name: string; partnerName: string; link: string },
): RenderedMail {
  const { name, partnerName, link } = facts;
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: `Vabilo v Kubik za ${partnerName}`,
      lines: [
        `Pozdravljeni, ${name}!`,
        `Dodali smo vas kot uporabnika partnerja ${partnerName} v Kubiku. Tam boste videli povpraševanja in naročila strank, ki so dodeljene vašemu partnerju.`,
        'Za začetek si nastavite geslo prek spodnje povezave.',
      ],
      action: 'Nastavi geslo',
      footer: 'Povezava velja 7 dni in jo lahko uporabite enkrat.',
    },
    en: {
      subject: `Your invitation to Kubik for ${partnerName}`,
      lines: [
        `Hello ${name},`,
        `You have been added to Kubik as a user of the partner ${partnerName}. There you will see the inquiries and orders of the customers assigned to your partner.`,
        'To begin, set your password through the link below.',
      ],
      action: 'Set your password',
      footer: 'The link is valid for 7 days and works once.',
    },
    es: {
      subject: `Su invitación a Kubik para ${partnerName}`,
      lines: [
        `Hola, ${name}:`,
        `Le hemos añadido a Kubik como usuario del socio ${partnerName}. Allí verá las solicitudes y los pedidos de los clientes asignados a su socio.`,
        'Para empezar, elija su contraseña con el enlace de abajo.',
      ],
      action: 'Elegir contraseña',
      footer: 'El enlace es válido durante 7 días y solo una vez.',
    },
  };
  return renderMail('partner_invite', locale, copies[locale], link);
}
