// The one mail of this module: a link to a mailed design, in fixed words per language (the
// server's catalogues, i18n/texts.ts). Nothing the sender typed is in it but the design's name — one line, at most `mailedDesignNameInMail`
// characters (renderMail escapes it in the HTML) — so it cannot carry anyone's message to the
// address: Kubik is not a mail relay. The mail layout has no pictures, so the design is described
// by its price (as the configurator's price bar shows a customer: goods with VAT, plus delivery)
// and its overall size.
import { mailedDesignDays, mailedDesignNameInMail } from '@kubik/contract/mailed-design-limits';
import type { Locale } from '@kubik/contract/locale';
import { countText, text } from '../../i18n/texts.ts';
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

const dateTags: Record<Locale, string> = { sl: 'sl-SI', en: 'en-GB', es: 'es-ES' };

/** One line (no control characters or line separators), at most `mailedDesignNameInMail` characters. */
export function nameForMail(name: string, locale: Locale): string {
  const line = name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!line) return text(locale, 'mailedDesigns.untitled');
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
  const copy: MailCopy = {
    subject: text(locale, 'mailedDesigns.subject'),
    lines: [
      text(locale, 'mail.hello'),
      text(locale, 'mailedDesigns.sentYourself'),
      [
        text(locale, 'mailedDesigns.name', { name }),
        ...(facts.price ? [text(locale, 'mailedDesigns.price', { price: facts.price })] : []),
        ...(facts.size ? [text(locale, 'mailedDesigns.size', { size: facts.size })] : []),
        text(locale, 'mailedDesigns.cubes', { cubes: facts.cubes }),
      ].join('\n'),
      text(locale, 'mailedDesigns.opensAsDraft'),
    ],
    action: text(locale, 'mailedDesigns.action'),
    footer: countText(locale, 'mailedDesigns.footer', mailedDesignDays, { until }),
  };
  return renderMail('mailed_design', locale, copy, link);
}
