// Human messages for the API's error codes, in every language Kubik speaks.
import type { ErrorCode } from '@kubik/contract/errors';
import type { Locale } from '@kubik/contract/locale';

export const errorMessages: Record<ErrorCode, Record<Locale, string>> = {
  bad_request: { sl: 'Zahteva ni veljavna.', en: 'The request is not valid.', es: 'La solicitud no es válida.' },
  validation_failed: { sl: 'Nekatera polja niso pravilno izpolnjena.', en: 'Some fields are not filled in correctly.', es: 'Algunos campos no están bien rellenados.' },
  invalid_json: { sl: 'Telo zahteve ni veljaven JSON.', en: 'The request body is not valid JSON.', es: 'El cuerpo de la solicitud no es JSON válido.' },
  payload_too_large: { sl: 'Zahteva je prevelika.', en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  unsupported_media_type: { sl: 'Ta vrsta vsebine ni podprta; pošljite JSON.', en: 'This content type is not supported; send JSON.', es: 'Este tipo de contenido no es compatible; envíe JSON.' },
  unauthorized: { sl: 'Za to se morate prijaviti.', en: 'You need to sign in for this.', es: 'Necesita iniciar sesión para esto.' },
  invalid_credentials: { sl: 'E-poštni naslov ali geslo ni pravilno.', en: 'The e-mail address or password is not correct.', es: 'El correo electrónico o la contraseña no son correctos.' },
  token_expired: { sl: 'Vaša seja je potekla. Prijavite se znova.', en: 'Your session has expired. Please sign in again.', es: 'Su sesión ha caducado. Inicie sesión de nuevo.' },
  token_invalid: { sl: 'Vaša seja ni veljavna. Prijavite se znova.', en: 'Your session is not valid. Please sign in again.', es: 'Su sesión no es válida. Inicie sesión de nuevo.' },
  forbidden: { sl: 'Za to nimate dovoljenja.', en: 'You are not allowed to do this.', es: 'No tiene permiso para hacer esto.' },
  account_blocked: { sl: 'Ta račun je blokiran. Obrnite se na nas.', en: 'This account is blocked. Please contact us.', es: 'Esta cuenta está bloqueada. Póngase en contacto con nosotros.' },
  not_found: { sl: 'Tega ni bilo mogoče najti.', en: 'This could not be found.', es: 'No se ha podido encontrar.' },
  method_not_allowed: { sl: 'Ta metoda tu ni dovoljena.', en: 'This method is not allowed here.', es: 'Este método no está permitido aquí.' },
  conflict: { sl: 'To je v sporu z obstoječimi podatki.', en: 'This conflicts with existing data.', es: 'Esto entra en conflicto con datos existentes.' },
  email_taken: { sl: 'Račun s tem e-poštnim naslovom že obstaja.', en: 'An account with this e-mail address already exists.', es: 'Ya existe una cuenta con este correo electrónico.' },
  weak_password: { sl: 'Geslo mora imeti vsaj 10 znakov.', en: 'The password must have at least 10 characters.', es: 'La contraseña debe tener al menos 10 caracteres.' },
  common_password: { sl: 'To geslo je preveč pogosto. Izberite drugo.', en: 'This password is too common. Choose another one.', es: 'Esta contraseña es demasiado común. Elija otra.' },
  too_many_requests: { sl: 'Preveč poskusov. Poskusite znova čez nekaj minut.', en: 'Too many attempts. Try again in a few minutes.', es: 'Demasiados intentos. Vuelva a intentarlo en unos minutos.' },
  email_not_confirmed: { sl: 'Najprej potrdite svoj e-poštni naslov.', en: 'Please confirm your e-mail address first.', es: 'Primero confirme su correo electrónico.' },
  invalid_design: { sl: 'To ni veljaven načrt pohištva.', en: 'This is not a valid furniture design.', es: 'Esto no es un diseño de mueble válido.' },
  internal: { sl: 'Prišlo je do napake na strežniku. Poskusite znova.', en: 'Something went wrong on the server. Please try again.', es: 'Algo salió mal en el servidor. Inténtelo de nuevo.' },
  unavailable: { sl: 'Storitev trenutno ni na voljo.', en: 'The service is not available right now.', es: 'El servicio no está disponible en este momento.' },
  catalogue_invalid: { sl: 'Cenik trgovine je trenutno nedosegljiv, zato cen ni mogoče izračunati. Poskusite znova pozneje.', en: "The shop's price list is not available right now, so nothing can be priced. Please try again later.", es: 'La lista de precios de la tienda no está disponible ahora, así que no se puede calcular ningún precio. Inténtelo más tarde.' },
  request_header_too_large: { sl: 'Glave zahteve so prevelike.', en: 'The request headers are too large.', es: 'Las cabeceras de la solicitud son demasiado grandes.' },
};

/** Field messages for the contract's own checks (zod issues whose message is one of these codes). */
export const fieldMessages: Record<string, Record<Locale, string>> = {
  invalid_country: { sl: 'Izberite državo (dvočrkovna oznaka ISO 3166, npr. SI).', en: 'Choose a country (two-letter ISO 3166 code, e.g. SI).', es: 'Elija un país (código ISO 3166 de dos letras, p. ej. ES).' },
  invalid_vat_country: { sl: 'Identifikacijska številka za DDV se mora začeti z oznako države EU (npr. SI).', en: 'The VAT number must start with an EU country prefix (e.g. SI).', es: 'El NIF-IVA debe empezar por el prefijo de un país de la UE (p. ej. ES).' },
  invalid_vat_format: { sl: 'Identifikacijska številka za DDV nima pravilne oblike za to državo.', en: 'The VAT number does not have the right format for that country.', es: 'El NIF-IVA no tiene el formato correcto para ese país.' },
  invalid_vat_check_digit: { sl: 'Identifikacijska številka za DDV ni veljavna (kontrolna številka se ne ujema).', en: 'The VAT number is not valid (its check digit does not match).', es: 'El NIF-IVA no es válido (el dígito de control no coincide).' },
  invalid_thumbnail: { sl: 'Sličica mora biti slika PNG, JPEG ali WebP.', en: 'The thumbnail must be a PNG, JPEG or WebP image.', es: 'La miniatura debe ser una imagen PNG, JPEG o WebP.' },
  invalid_characters: { sl: 'Besedilo vsebuje nedovoljen znak (ničelni znak ali neveljaven znak Unicode).', en: 'The text contains a character that is not allowed (a NUL or an invalid Unicode character).', es: 'El texto contiene un carácter no permitido (un NUL o un carácter Unicode no válido).' },
  too_deeply_nested: { sl: 'Podatki so pregloboko gnezdeni.', en: 'The data is nested too deeply.', es: 'Los datos están anidados a demasiada profundidad.' },
  design_too_large_for_guest: { sl: 'Za oceno tako velikega načrta se prijavite.', en: 'Sign in to price a design this large.', es: 'Inicie sesión para calcular el precio de un diseño tan grande.' },
  terms_required: { sl: 'Za registracijo se strinjajte s pogoji poslovanja.', en: 'Accept the terms to register.', es: 'Acepte las condiciones para registrarse.' },
};
