/**
 * Kubik's Spanish uses one register (usted) and one word for the cart ("carrito"). This check finds the
 * common tú forms and "cesta"; it is shared by the tests of every Spanish text table.
 */
const INFORMAL_WORDS =
  /(?<![\p{L}\p{N}])(cestas?|tu|tus|tú|ti|contigo|tuyos?|tuyas?|puedes|quieres|tienes|necesitas|estás|eres|has|hayas|Inicia sesión|Inténtalo|Ábrelo|Corrígelo)(?![\p{L}\p{N}])/iu;
/** Imperatives (tú) at the start of a sentence; "Prueba" alone is also a noun, so it is not listed. */
const INFORMAL_IMPERATIVE =
  /(?:^|[.:;!?¿¡«(—]\s*)(Añade|Elige|Guarda|Abre|Crea|Comprueba|Escribe|Introduce|Pulsa|Haz|Vuelve|Revisa|Corrige|Inicia|Confirma|Acepta|Usa|Paga|Espera|Empieza|Ábrelo|Corrígelo|Inténtalo)(?![\p{L}\p{N}])/u;

export function informalSpanish(text: string): boolean {
  return INFORMAL_WORDS.test(text) || INFORMAL_IMPERATIVE.test(text);
}
