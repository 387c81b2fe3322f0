// Human messages for validation fields the API names, in every language Kubik speaks. The error
// codes' own texts are one catalogue per language shared with the web app (@kubik/contract/error-texts).
import type { Locale } from '@kubik/contract/locale';

/** Field messages for the contract's own checks (zod issues whose message is one of these codes). */
export const fieldMessages: Record<string, Record<Locale, string>> = {
  invalid_country: {
    sl: 'Izberite državo (dvočrkovna oznaka ISO 3166, npr. SI).',
    en: 'Choose a country (two-letter ISO 3166 code, e.g. SI).',
    es: 'Elija un país (código ISO 3166 de dos letras, p. ej. ES).',
  },
  invalid_vat_country: {
    sl: 'Identifikacijska številka za DDV se mora začeti z oznako države EU (npr. SI).',
    en: 'The VAT number must start with an EU country prefix (e.g. SI).',
    es: 'El NIF-IVA debe empezar por el prefijo de un país de la UE (p. ej. ES).',
  },
  invalid_vat_format: {
    sl: 'Identifikacijska številka za DDV nima pravilne oblike za to državo.',
    en: 'The VAT number does not have the right format for that country.',
    es: 'El NIF-IVA no tiene el formato correcto para ese país.',
  },
  invalid_vat_check_digit: {
    sl: 'Identifikacijska številka za DDV ni veljavna (kontrolna številka se ne ujema).',
    en: 'The VAT number is not valid (its check digit does not match).',
    es: 'El NIF-IVA no es válido (el dígito de control no coincide).',
  },
  invalid_thumbnail: {
    sl: 'Sličica mora biti slika PNG, JPEG ali WebP.',
    en: 'The thumbnail must be a PNG, JPEG or WebP image.',
    es: 'La miniatura debe ser una imagen PNG, JPEG o WebP.',
  },
  invalid_characters: {
    sl: 'Besedilo vsebuje nedovoljen znak (ničelni znak ali neveljaven znak Unicode).',
    en: 'The text contains a character that is not allowed (a NUL or an invalid Unicode character).',
    es: 'El texto contiene un carácter no permitido (un NUL o un carácter Unicode no válido).',
  },
  too_deeply_nested: {
    sl: 'Podatki so pregloboko gnezdeni.',
    en: 'The data is nested too deeply.',
    es: 'Los datos están anidados a demasiada profundidad.',
  },
  design_too_large_for_guest: {
    sl: 'Za oceno tako velikega načrta se prijavite.',
    en: 'Sign in to price a design this large.',
    es: 'Inicie sesión para calcular el precio de un diseño tan grande.',
  },
  // Registration and checkout alike.
  terms_required: {
    sl: 'Za nadaljevanje se strinjajte s pogoji poslovanja.',
    en: 'Accept the terms of sale to continue.',
    es: 'Acepte las condiciones de venta para continuar.',
  },
  invalid_tracking_number: {
    sl: 'Vpišite številko pošiljke (4–40 črk, števk, presledkov ali vezajev).',
    en: 'Enter a tracking number (4–40 letters, digits, spaces or dashes).',
    es: 'Escriba un número de seguimiento (4–40 letras, dígitos, espacios o guiones).',
  },
  invalid_tracking_url: {
    sl: 'Vpišite povezavo za sledenje, ki se začne s https://.',
    en: 'Enter a tracking link starting with https://.',
    es: 'Escriba un enlace de seguimiento que empiece por https://.',
  },
  tracking_number_or_url: {
    sl: 'Vpišite številko pošiljke ali povezavo za sledenje.',
    en: 'Enter a tracking number or a tracking link.',
    es: 'Escriba un número o un enlace de seguimiento.',
  },
  invalid_phone: {
    sl: 'Vpišite telefonsko številko (števke, po želji z + in presledki).',
    en: 'Enter a phone number (digits, optionally with + and spaces).',
    es: 'Escriba un número de teléfono (dígitos, opcionalmente con + y espacios).',
  },
  invalid_idempotency_key: {
    sl: 'Glava Idempotency-Key mora imeti 8–255 vidnih znakov ASCII.',
    en: 'The Idempotency-Key header must have 8–255 visible ASCII characters.',
    es: 'La cabecera Idempotency-Key debe tener entre 8 y 255 caracteres ASCII visibles.',
  },
};
