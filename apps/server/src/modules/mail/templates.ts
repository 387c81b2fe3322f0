// The mails Kubik writes, each in the recipient's language, as HTML and plain text. Links are built
// from PUBLIC_URL by the caller, never from a request's Host header.
import type { Locale } from '@kubik/contract/locale';
import type { MailAttachmentRef } from './schema.ts';

export type RenderedMail = {
  kind: string;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
};

export type MailCopy = { subject: string; lines: string[]; action?: string; footer?: string };
type Copy = MailCopy;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A mail in Kubik's one layout: the lines as paragraphs, an optional button to `link`, a footer. */
export function renderMail(kind: string, locale: Locale, copy: Copy, link?: string): RenderedMail {
  const text = [
    ...copy.lines,
    ...(link ? ['', `${copy.action}: ${link}`] : []),
    ...(copy.footer ? ['', copy.footer] : []),
    '',
    '— Kubik',
  ].join('\n');
  const paragraphs = copy.lines
    .map((line) => `<p style="margin:0 0 12px">${escape(line).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escape(link)}" style="background:#7a4f2f;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escape(copy.action ?? link)}</a></p><p style="margin:0 0 12px;color:#6b645c;font-size:13px">${escape(link)}</p>`
    : '';
  const footer = copy.footer
    ? `<p style="margin:16px 0 0;color:#6b645c;font-size:13px">${escape(copy.footer)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(copy.subject)}</title></head><body style="margin:0;background:#f6f1ea;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#2b2622"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><div style="font-size:20px;font-weight:700;margin-bottom:24px">Kubik</div><div style="background:#fffdf9;border:1px solid #e6ddd2;border-radius:10px;padding:24px">${paragraphs}${button}${footer}</div></div></body></html>`;
  return { kind, locale, subject: copy.subject, text, html };
}

const t = <T extends Record<Locale, Copy>>(copies: T) => copies;

export const mails = {
  confirmEmail(locale: Locale, name: string, link: string) {
    return renderMail(
      'confirm_email',
      locale,
      t({
        sl: {
          subject: 'Potrdite svoj e-poštni naslov',
          lines: [
            `Pozdravljeni, ${name}!`,
            'Hvala, ker ste se registrirali v Kubiku. Za potrditev e-poštnega naslova kliknite spodnjo povezavo.',
          ],
          action: 'Potrdi e-poštni naslov',
          footer: 'Povezava velja 24 ur. Če se niste registrirali vi, to sporočilo prezrite.',
        },
        en: {
          subject: 'Confirm your e-mail address',
          lines: [
            `Hello ${name},`,
            'Thank you for registering with Kubik. Click the link below to confirm your e-mail address.',
          ],
          action: 'Confirm e-mail address',
          footer: 'The link is valid for 24 hours. If you did not register, ignore this message.',
        },
        es: {
          subject: 'Confirme su correo electrónico',
          lines: [
            `Hola, ${name}:`,
            'Gracias por registrarse en Kubik. Haga clic en el enlace para confirmar su correo electrónico.',
          ],
          action: 'Confirmar correo electrónico',
          footer: 'El enlace es válido durante 24 horas. Si no se ha registrado usted, ignore este mensaje.',
        },
      })[locale],
      link,
    );
  },
  changeEmail(locale: Locale, name: string, link: string) {
    return renderMail(
      'change_email',
      locale,
      t({
        sl: {
          subject: 'Potrdite nov e-poštni naslov',
          lines: [
            `Pozdravljeni, ${name}!`,
            'Za svoj račun v Kubiku ste vpisali ta e-poštni naslov. Potrdite ga s klikom na spodnjo povezavo.',
          ],
          action: 'Potrdi nov naslov',
          footer: 'Povezava velja 24 ur. Če tega niste zahtevali vi, sporočilo prezrite.',
        },
        en: {
          subject: 'Confirm your new e-mail address',
          lines: [
            `Hello ${name},`,
            'You entered this e-mail address for your Kubik account. Confirm it by clicking the link below.',
          ],
          action: 'Confirm new address',
          footer: 'The link is valid for 24 hours. If you did not ask for this, ignore this message.',
        },
        es: {
          subject: 'Confirme su nuevo correo electrónico',
          lines: [
            `Hola, ${name}:`,
            'Ha indicado este correo electrónico para su cuenta de Kubik. Confírmelo con el enlace de abajo.',
          ],
          action: 'Confirmar nueva dirección',
          footer: 'El enlace es válido durante 24 horas. Si no lo ha pedido usted, ignore este mensaje.',
        },
      })[locale],
      link,
    );
  },
  /** To the holder of an address another account asked to change to: no link, nothing to do. */
  emailInUse(locale: Locale) {
    return renderMail(
      'email_in_use',
      locale,
      t({
        sl: {
          subject: 'Nekdo je poskusil uporabiti vaš e-poštni naslov v Kubiku',
          lines: [
            'Pozdravljeni!',
            'Nekdo je želel ta e-poštni naslov vpisati v drug račun v Kubiku. Ker ga že uporablja vaš račun, se ni nič spremenilo.',
            'Vam ni treba storiti ničesar. Če ste to bili vi, se prijavite s tem naslovom.',
          ],
        },
        en: {
          subject: 'Someone tried to use your e-mail address at Kubik',
          lines: [
            'Hello,',
            'Someone asked to move this e-mail address to another Kubik account. As your account already uses it, nothing has changed.',
            'You need not do anything. If it was you, sign in with this address.',
          ],
        },
        es: {
          subject: 'Alguien ha intentado usar su correo electrónico en Kubik',
          lines: [
            'Hola:',
            'Alguien ha pedido poner este correo electrónico en otra cuenta de Kubik. Como ya lo usa su cuenta, no ha cambiado nada.',
            'No tiene que hacer nada. Si ha sido usted, inicie sesión con esta dirección.',
          ],
        },
      })[locale],
    );
  },
  resetPassword(locale: Locale, name: string, link: string) {
    return renderMail(
      'reset_password',
      locale,
      t({
        sl: {
          subject: 'Ponastavitev gesla',
          lines: [
            `Pozdravljeni, ${name}!`,
            'Prejeli smo zahtevo za ponastavitev gesla za vaš račun v Kubiku. Novo geslo nastavite prek spodnje povezave.',
          ],
          action: 'Nastavi novo geslo',
          footer:
            'Povezava velja 1 uro in jo lahko uporabite enkrat. Če gesla niste želeli ponastaviti, sporočilo prezrite.',
        },
        en: {
          subject: 'Reset your password',
          lines: [
            `Hello ${name},`,
            'We received a request to reset the password of your Kubik account. Set a new password through the link below.',
          ],
          action: 'Set a new password',
          footer: 'The link is valid for 1 hour and works once. If you did not ask for this, ignore this message.',
        },
        es: {
          subject: 'Restablecer la contraseña',
          lines: [
            `Hola, ${name}:`,
            'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de Kubik. Elija una nueva con el enlace de abajo.',
          ],
          action: 'Elegir nueva contraseña',
          footer: 'El enlace es válido durante 1 hora y solo una vez. Si no lo ha pedido usted, ignore este mensaje.',
        },
      })[locale],
      link,
    );
  },
  /** `message` null: nothing of what was written is quoted (a guest's receipt goes to any address they typed). */
  contactReceipt(locale: Locale, message: string | null) {
    const quoted = (label: string) => (message === null ? [] : [label, message]);
    return renderMail(
      'contact_receipt',
      locale,
      t({
        sl: {
          subject: 'Prejeli smo vaše sporočilo',
          lines: ['Hvala za sporočilo. Odgovorili vam bomo v enem delovnem dnevu.', ...quoted('Vaše sporočilo:')],
        },
        en: {
          subject: 'We have received your message',
          lines: ['Thank you for your message. We will answer within one working day.', ...quoted('Your message:')],
        },
        es: {
          subject: 'Hemos recibido su mensaje',
          lines: ['Gracias por su mensaje. Le responderemos en un día laborable.', ...quoted('Su mensaje:')],
        },
      })[locale],
    );
  },
  contactStaff(
    locale: Locale,
    from: { email: string; name: string | null; signedIn: boolean },
    message: string,
    projectLink: string | null,
  ) {
    const who = `${from.name ? `${from.name} ` : ''}<${from.email}>`;
    return renderMail(
      'contact_staff',
      locale,
      t({
        sl: {
          subject: `Sporočilo s spletne strani: ${from.email}`,
          lines: [
            `Od: ${who}${from.signedIn ? ' (prijavljen uporabnik)' : ''}`,
            ...(projectLink ? [`Projekt: ${projectLink}`] : []),
            message,
          ],
        },
        en: {
          subject: `Message from the website: ${from.email}`,
          lines: [
            `From: ${who}${from.signedIn ? ' (signed-in user)' : ''}`,
            ...(projectLink ? [`Project: ${projectLink}`] : []),
            message,
          ],
        },
        es: {
          subject: `Mensaje desde la web: ${from.email}`,
          lines: [
            `De: ${who}${from.signedIn ? ' (usuario registrado)' : ''}`,
            ...(projectLink ? [`Proyecto: ${projectLink}`] : []),
            message,
          ],
        },
      })[locale],
    );
  },
};
