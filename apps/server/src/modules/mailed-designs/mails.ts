// The one mail of this module: a link to a mailed design, in fixed words per language. Nothing the
// sender typed is in it but the design's name — one line, at most `mailedDesignNameInMail`
// characters (renderMail escapes it in the HTML) — so it cannot carry anyone's message to the
// address: Kubik is not a mail relay. The mail layout has no pictures, so the design is described
// by its price (as the configurator's price bar shows a customer: goods with VAT, plus delivery)
// and its overall size.
import { mailedDesignDays, mailedDesignNameInMail } from '@kubik/contract/mailed-design-limits';
import type { Locale } from '@kubik/contract/locale';
import { renderMail, type MailCopy, type RenderedMail } from '../mail/service.ts';

export type MailedDesignFacts = {
  name: string;
  /** The price as text (moneyText), or null when the design has no cubes yet. */
  price: string | null;
  /** "1.200 × 800 × 400 mm", or null for no cubes. */
  size: string | null;
  cubes: number;
  expiresAt: Date;
};

const untitled: Record<Locale, string> = { sl: 'Načrt brez imena', en: 'Untitled design', es: 'Diseño sin nombre' };
const dateTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-GB', es: 'es-ES' };

/** One line (no control characters or line separators), at most `mailedDesignNameInMail` characters. */
export function nameForMail(name: string, locale: Locale): string {
  const line = name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!line) return untitled[locale];
  const chars = [...line];
  return chars.length <= mailedDesignNameInMail
    ? line
    : `${chars
        .slice(0, mailedDesignNameInMail - 1)
        .join('')
        .trimEnd()}…`;
}

export function mailedDesignMail(locale: Locale, facts: MailedDesignFacts, link: string): RenderedMail {
  const name = nameForMail(facts.name, locale);
  const until = new Intl.DateTimeFormat(dateTags[locale], { dateStyle: 'long', timeZone: 'Europe/Ljubljana' }).format(
    facts.expiresAt,
  );
  const copies: Record<Locale, MailCopy> = {
    sl: {
      subject: 'Vaš načrt iz Kubika',
      lines: [
        'Pozdravljeni!',
        'Ta načrt ste si poslali iz Kubikovega konfiguratorja.',
        [
          `Načrt: ${name}`,
          ...(facts.price ? [`Cena: ${facts.price} z DDV, brez dostave`] : []),
          ...(facts.size ? [`Velikost (Š × V × G): ${facts.size}`] : []),
          `Kock: ${facts.cubes}`,
        ].join('\n'),
        'Povezava odpre načrt v konfiguratorju na kateri koli napravi, kot nov osnutek: kar je v tistem brskalniku že odprto, se ne izgubi.',
      ],
      action: 'Odpri načrt',
      footer: `Povezava velja ${mailedDesignDays} dni (do ${until}). Če načrta niste poslali vi, sporočilo prezrite.`,
    },
    en: {
      subject: 'Your design from Kubik',
      lines: [
        'Hello,',
        'You sent yourself this design from the Kubik configurator.',
        [
          `Design: ${name}`,
          ...(facts.price ? [`Price: ${facts.price} incl. VAT, plus delivery`] : []),
          ...(facts.size ? [`Size (W × H × D): ${facts.size}`] : []),
          `Cubes: ${facts.cubes}`,
        ].join('\n'),
        'The link opens the design in the configurator on any device, as a new draft: nothing already open in that browser is lost.',
      ],
      action: 'Open the design',
      footer: `The link works for ${mailedDesignDays} days (until ${until}). If you did not send this design, ignore this message.`,
    },
    es: {
      subject: 'Su diseño de Kubik',
      lines: [
        'Hola:',
        'Se ha enviado este diseño desde el configurador de Kubik.',
        [
          `Diseño: ${name}`,
          ...(facts.price ? [`Precio: ${facts.price} con IVA, más envío`] : []),
          ...(facts.size ? [`Tamaño (an. × al. × f.): ${facts.size}`] : []),
          `Cubos: ${facts.cubes}`,
        ].join('\n'),
        'El enlace abre el diseño en el configurador en cualquier dispositivo, como un borrador nuevo: no se pierde nada de lo que ya esté abierto en ese navegador.',
      ],
      action: 'Abrir el diseño',
      footer: `El enlace funciona durante ${mailedDesignDays} días (hasta el ${until}). Si no ha enviado usted este diseño, ignore este mensaje.`,
    },
  };
  return renderMail('mailed_design', locale, copies[locale], link);
}
