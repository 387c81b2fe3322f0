import { describe, expect, it } from 'vitest';
import es from './locales/es.json';
import { informalSpanish } from '@kubik/contract/spanish-register';

/** Every string of a nested catalogue, with its dotted key. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe('Spanish catalogue', () => {
  it('says "carrito" and addresses the customer as usted everywhere', () => {
    const offending = strings(es).filter(([, text]) => informalSpanish(text));
    expect(offending).toEqual([]);
  });

  it('the check flags tú and cesta but not usted text', () => {
    expect(informalSpanish('Añadir a la cesta')).toBe(true);
    expect(informalSpanish('Inicia sesión para abrir tu proyecto.')).toBe(true);
    expect(informalSpanish('¿Cómo quieres pagar?')).toBe(true);
    expect(informalSpanish('Elige uno en la lista.')).toBe(true);
    expect(informalSpanish('Su pedido está hecho. Elija cómo termina.')).toBe(false);
    expect(informalSpanish('Inicie sesión para ver su carrito')).toBe(false);
    expect(informalSpanish('Pago de prueba. Prueba: no se mueve dinero')).toBe(false);
  });
});
