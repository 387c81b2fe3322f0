// Human messages for the API's error codes, in every language Kubik speaks.
import type { ErrorCode } from '@kubik/contract/errors';
import type { Locale } from '@kubik/contract/locale';

export const errorMessages: Record<ErrorCode, Record<Locale, string>> = {
  already_in_cart: {
    sl: 'Ta projekt je že v košarici.',
    en: 'This project is already in the cart.',
    es: 'Este proyecto ya está en el carrito.',
  },
  cart_empty: { sl: 'Košarica je prazna.', en: 'The cart is empty.', es: 'El carrito está vacío.' },
  not_orderable: {
    sl: 'Načrt krši pravila izdelave, zato ga ni mogoče naročiti. Odprite ga v konfiguratorju in popravite.',
    en: 'The design breaks a building rule, so it cannot be ordered. Open it in the configurator and fix it.',
    es: 'El diseño incumple una regla de fabricación y no se puede pedir. Ábralo en el configurador y corríjalo.',
  },
  prices_changed: {
    sl: 'Cene so se medtem zvišale. Preverite nove cene in oddajte naročilo znova.',
    en: 'Prices have gone up in the meantime. Check the new prices and place the order again.',
    es: 'Los precios han subido mientras tanto. Revise los nuevos precios y vuelva a hacer el pedido.',
  },
  no_shipping_zone: {
    sl: 'V to državo ne dostavljamo. Izberite prevzem v delavnici ali drug naslov.',
    en: 'We do not deliver to this country. Choose pickup at the workshop or another address.',
    es: 'No enviamos a este país. Elija la recogida en el taller u otra dirección.',
  },
  pickup_unavailable: {
    sl: 'Prevzem v delavnici trenutno ni mogoč. Izberite dostavo.',
    en: 'Pickup at the workshop is not available right now. Choose delivery.',
    es: 'La recogida en el taller no está disponible ahora. Elija el envío.',
  },
  payment_method_unavailable: {
    sl: 'Ta način plačila za vaš račun ni na voljo.',
    en: 'This payment method is not available for your account.',
    es: 'Este método de pago no está disponible para su cuenta.',
  },
  idempotency_key_required: {
    sl: 'Zahtevi manjka glava Idempotency-Key.',
    en: 'The request lacks an Idempotency-Key header.',
    es: 'A la solicitud le falta la cabecera Idempotency-Key.',
  },
  idempotency_key_reused: {
    sl: 'Ta ključ Idempotency-Key je bil že uporabljen za drugačno naročilo.',
    en: 'This Idempotency-Key was already used for a different order.',
    es: 'Esta Idempotency-Key ya se usó para un pedido distinto.',
  },
  // Orders, inquiries and offers alike: the message names no record.
  illegal_transition: {
    sl: 'V tem stanju tega ni mogoče tako spremeniti.',
    en: 'This cannot be changed this way in its current state.',
    es: 'No se puede cambiar así en su estado actual.',
  },
  tracking_required: {
    sl: 'Za odpremo dostave vpišite prevoznika in številko pošiljke ali povezavo za sledenje.',
    en: 'To ship a delivery, give the carrier and a tracking number or tracking link.',
    es: 'Para enviar una entrega, indique el transportista y un número o enlace de seguimiento.',
  },
  payment_not_refundable: {
    sl: 'To plačilo ni mogoče vrniti.',
    en: 'This payment cannot be refunded.',
    es: 'Este pago no se puede reembolsar.',
  },
  refund_invalid_amount: {
    sl: 'Znesek vračila ni veljaven.',
    en: 'The refund amount is not valid.',
    es: 'El importe del reembolso no es válido.',
  },
  refund_exceeds_paid: {
    sl: 'Vračilo ne sme preseči plačanega zneska.',
    en: 'A refund cannot exceed the amount paid.',
    es: 'El reembolso no puede superar el importe pagado.',
  },
  payment_provider_error: {
    sl: 'Ponudnik plačil se ni odzval ali je plačilo zavrnil. Poskusite znova.',
    en: 'The payment provider did not answer or refused the payment. Please try again.',
    es: 'El proveedor de pagos no respondió o rechazó el pago. Inténtelo de nuevo.',
  },
  payment_provider_timeout: {
    sl: 'Ponudnik plačil se ni odzval v 10 sekundah. Nič ni bilo bremenjeno; poskusite znova čez trenutek.',
    en: 'The payment provider did not answer within 10 seconds. Nothing was charged; please try again in a moment.',
    es: 'El proveedor de pagos no respondió en 10 segundos. No se ha cobrado nada; inténtelo de nuevo en un momento.',
  },
  offer_not_editable: {
    sl: 'Ponudbe ni več mogoče urejati.',
    en: 'The offer can no longer be edited.',
    es: 'La oferta ya no se puede editar.',
  },
  offer_not_sendable: {
    sl: 'Ponudbe še ni mogoče poslati.',
    en: 'The offer cannot be sent yet.',
    es: 'La oferta aún no se puede enviar.',
  },
  offer_expired: { sl: 'Ponudba je potekla.', en: 'The offer has expired.', es: 'La oferta ha caducado.' },
  bad_request: { sl: 'Zahteva ni veljavna.', en: 'The request is not valid.', es: 'La solicitud no es válida.' },
  validation_failed: {
    sl: 'Nekatera polja niso pravilno izpolnjena.',
    en: 'Some fields are not filled in correctly.',
    es: 'Algunos campos no están bien rellenados.',
  },
  invalid_json: {
    sl: 'Telo zahteve ni veljaven JSON.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es JSON válido.',
  },
  payload_too_large: {
    sl: 'Zahteva je prevelika.',
    en: 'The request is too large.',
    es: 'La solicitud es demasiado grande.',
  },
  unsupported_media_type: {
    sl: 'Ta vrsta vsebine ni podprta; pošljite JSON.',
    en: 'This content type is not supported; send JSON.',
    es: 'Este tipo de contenido no es compatible; envíe JSON.',
  },
  unauthorized: {
    sl: 'Za to se morate prijaviti.',
    en: 'You need to sign in for this.',
    es: 'Necesita iniciar sesión para esto.',
  },
  invalid_credentials: {
    sl: 'E-poštni naslov ali geslo ni pravilno.',
    en: 'The e-mail address or password is not correct.',
    es: 'El correo electrónico o la contraseña no son correctos.',
  },
  token_expired: {
    sl: 'Vaša seja je potekla. Prijavite se znova.',
    en: 'Your session has expired. Please sign in again.',
    es: 'Su sesión ha caducado. Inicie sesión de nuevo.',
  },
  token_invalid: {
    sl: 'Vaša seja ni veljavna. Prijavite se znova.',
    en: 'Your session is not valid. Please sign in again.',
    es: 'Su sesión no es válida. Inicie sesión de nuevo.',
  },
  forbidden: {
    sl: 'Za to nimate dovoljenja.',
    en: 'You are not allowed to do this.',
    es: 'No tiene permiso para hacer esto.',
  },
  account_blocked: {
    sl: 'Ta račun je blokiran. Obrnite se na nas.',
    en: 'This account is blocked. Please contact us.',
    es: 'Esta cuenta está bloqueada. Póngase en contacto con nosotros.',
  },
  not_found: { sl: 'Tega ni bilo mogoče najti.', en: 'This could not be found.', es: 'No se ha podido encontrar.' },
  method_not_allowed: {
    sl: 'Ta metoda tu ni dovoljena.',
    en: 'This method is not allowed here.',
    es: 'Este método no está permitido aquí.',
  },
  cannot_block_self: {
    sl: 'Samega sebe ne morete blokirati.',
    en: 'You cannot block yourself.',
    es: 'No puede bloquearse a sí mismo.',
  },
  last_admin: {
    sl: 'To je zadnji skrbnik: trgovina mora imeti vsaj enega aktivnega skrbnika.',
    en: 'This is the last admin: the shop must keep at least one active admin.',
    es: 'Es el último administrador: la tienda debe conservar al menos un administrador activo.',
  },
  cannot_remove_own_admin: {
    sl: 'Sebi ne morete odvzeti skrbniških pravic.',
    en: 'You cannot remove your own admin scope.',
    es: 'No puede quitarse su propio permiso de administrador.',
  },
  email_already_confirmed: {
    sl: 'Ta e-poštni naslov je že potrjen.',
    en: 'This e-mail address is already confirmed.',
    es: 'Este correo electrónico ya está confirmado.',
  },
  job_not_retryable: {
    sl: 'Tega opravila ni mogoče znova zagnati: ni obtičalo (morda ga je kdo že znova zagnal). Osvežite seznam.',
    en: 'This job cannot be retried: it has not given up (someone may have retried it already). Refresh the list.',
    es: 'Este trabajo no se puede reintentar: no ha desistido (quizá alguien ya lo haya reintentado). Actualice la lista.',
  },
  conflict: {
    sl: 'To je v sporu z obstoječimi podatki.',
    en: 'This conflicts with existing data.',
    es: 'Esto entra en conflicto con datos existentes.',
  },
  email_taken: {
    sl: 'Račun s tem e-poštnim naslovom že obstaja.',
    en: 'An account with this e-mail address already exists.',
    es: 'Ya existe una cuenta con este correo electrónico.',
  },
  weak_password: {
    sl: 'Geslo mora imeti vsaj 10 znakov.',
    en: 'The password must have at least 10 characters.',
    es: 'La contraseña debe tener al menos 10 caracteres.',
  },
  common_password: {
    sl: 'To geslo je preveč pogosto. Izberite drugo.',
    en: 'This password is too common. Choose another one.',
    es: 'Esta contraseña es demasiado común. Elija otra.',
  },
  too_many_requests: {
    sl: 'Preveč poskusov. Poskusite znova čez nekaj minut.',
    en: 'Too many attempts. Try again in a few minutes.',
    es: 'Demasiados intentos. Vuelva a intentarlo en unos minutos.',
  },
  email_not_confirmed: {
    sl: 'Najprej potrdite svoj e-poštni naslov.',
    en: 'Please confirm your e-mail address first.',
    es: 'Primero confirme su correo electrónico.',
  },
  invalid_design: {
    sl: 'To ni veljaven načrt pohištva.',
    en: 'This is not a valid furniture design.',
    es: 'Esto no es un diseño de mueble válido.',
  },
  design_has_errors: {
    sl: 'Načrt ima napake, zato zanj ni delavniških datotek. Najprej odpravite napake v načrtu.',
    en: 'The design has errors, so no workshop files are made for it. Fix the errors in the design first.',
    es: 'El diseño tiene errores, así que no se generan archivos de taller. Corrija primero los errores del diseño.',
  },
  internal: {
    sl: 'Prišlo je do napake na strežniku. Poskusite znova.',
    en: 'Something went wrong on the server. Please try again.',
    es: 'Algo salió mal en el servidor. Inténtelo de nuevo.',
  },
  unavailable: {
    sl: 'Storitev trenutno ni na voljo.',
    en: 'The service is not available right now.',
    es: 'El servicio no está disponible en este momento.',
  },
  catalogue_invalid: {
    sl: 'Cenik trgovine je trenutno nedosegljiv, zato cen ni mogoče izračunati. Poskusite znova pozneje.',
    en: "The shop's price list is not available right now, so nothing can be priced. Please try again later.",
    es: 'La lista de precios de la tienda no está disponible ahora, así que no se puede calcular ningún precio. Inténtelo más tarde.',
  },
  request_header_too_large: {
    sl: 'Glave zahteve so prevelike.',
    en: 'The request headers are too large.',
    es: 'Las cabeceras de la solicitud son demasiado grandes.',
  },
  project_limit_reached: {
    sl: 'Dosegli ste največje število projektov, ki jih lahko hrani račun. Izbrišite katerega, ki ga ne potrebujete več.',
    en: 'You have reached the most projects an account can keep. Delete one you no longer need.',
    es: 'Ha alcanzado el número máximo de proyectos que puede guardar una cuenta. Elimine alguno que ya no necesite.',
  },
  storage_limit_reached: {
    sl: 'Vaši projekti zasedajo ves prostor, ki ga ima račun. Izbrišite katerega, ki ga ne potrebujete več.',
    en: 'Your projects take up all the space an account has. Delete one you no longer need.',
    es: 'Sus proyectos ocupan todo el espacio que tiene una cuenta. Elimine alguno que ya no necesite.',
  },
};

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
