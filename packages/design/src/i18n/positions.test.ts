import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { mm } from '../geometry/mm.ts';
import { finding } from '../rules/finding.ts';
import type { Element } from '../schema/elements.ts';
import { findingMessage } from './findings.ts';
import { cubePlaces, ElementNames, findingWords, formatNumberIn } from './positions.ts';

const cube = (id: string, x: number, y: number, z = 0): Element => ({
  id,
  kind: 'cube',
  position: { x: mm(x), y: mm(y), z: mm(z) },
  size: { width: mm(400), height: mm(400), depth: mm(400) },
});

// A 3 × 2 shelf: three cubes on the floor, three on top of them (ids in no particular order).
const shelf3x2 = [
  cube('c', 800, 0),
  cube('a', 0, 0),
  cube('b', 400, 0),
  cube('d', 0, 400),
  cube('e', 400, 400),
  cube('f', 800, 400),
];

describe('cube places', () => {
  it('names rows from the bottom and cubes from the nearer end, in three languages (checked by hand)', () => {
    const places = cubePlaces(shelf3x2 as Extract<Element, { kind: 'cube' }>[]);
    expect(places.get('a')).toEqual({
      en: 'bottom row, first from the left',
      sl: 'spodnja vrsta, prva z leve',
      es: 'fila de abajo, primero por la izquierda',
    });
    expect(places.get('b')!.en).toBe('bottom row, in the middle');
    expect(places.get('c')).toEqual({
      en: 'bottom row, first from the right',
      sl: 'spodnja vrsta, prva z desne',
      es: 'fila de abajo, primero por la derecha',
    });
    expect(places.get('f')!.en).toBe('top row, first from the right');
  });

  it('counts middle rows, says nothing for a lone cube, and tells front from back', () => {
    const tower = [
      cube('a', 0, 0),
      cube('b', 0, 400),
      cube('c', 0, 800),
      cube('d', 400, 0),
      cube('e', 800, 0),
      cube('g', 1200, 0),
    ];
    const places = cubePlaces(tower as Extract<Element, { kind: 'cube' }>[]);
    expect(places.get('b')).toEqual({
      en: 'second row from the bottom',
      sl: 'druga vrsta od spodaj',
      es: 'segunda fila desde abajo',
    });
    expect(places.get('d')!.en).toBe('bottom row, second from the left');
    expect(places.get('e')!.en).toBe('bottom row, second from the right');
    expect(cubePlaces([cube('x', 0, 0)] as Extract<Element, { kind: 'cube' }>[]).get('x')!.en).toBe('');
    const deep = cubePlaces([cube('front', 0, 0, 400), cube('back', 0, 0, 0)] as Extract<Element, { kind: 'cube' }>[]);
    expect(deep.get('front')).toEqual({ en: 'at the front', sl: 'spredaj', es: 'delante' });
    expect(deep.get('back')!.sl).toBe('zadaj');
  });
});

describe('element names', () => {
  const elements: Element[] = [
    ...shelf3x2,
    { id: 'shelf-1', kind: 'shelf', cubes: ['b'], height: mm(200) },
    { id: 'door-1', kind: 'slidingDoor', cubes: ['a', 'b', 'c'], leaves: 2 },
    { id: 'bar-1', kind: 'bar', cube: 'f' },
    { id: 't', kind: 'text', position: { x: mm(0), y: mm(900), z: mm(400) }, text: 'Kubik' },
  ];
  const names = new ElementNames(elements);

  it('names hosted elements by their cube, and the rest by kind and order', () => {
    expect(names.phrase('b')!.en).toBe('the cube (bottom row, in the middle)');
    expect(names.phrase('shelf-1')).toEqual({
      en: 'the shelf at 200 mm in the cube (bottom row, in the middle)',
      sl: 'polica na višini 200 mm v kocki (spodnja vrsta, na sredini)',
      es: 'el estante a 200 mm en el cubo (fila de abajo, en el centro)',
    });
    expect(names.phrase('door-1')).toEqual({
      en: 'the sliding doors across 3 cubes from the cube (bottom row, first from the left)',
      sl: 'drsna vrata čez 3 kocke od kocke (spodnja vrsta, prva z leve)',
      es: 'las puertas correderas sobre 3 cubos desde el cubo (fila de abajo, primero por la izquierda)',
    });
    expect(names.phrase('bar-1')!.sl).toBe('obešalna palica v kocki (zgornja vrsta, prva z desne)');
    expect(names.phrase('t')!.en).toBe('the label “Kubik”');
    expect(names.phrase('nope')).toBeNull();
    expect(names.place('shelf-1')!.en).toBe('bottom row, in the middle');
  });

  it('puts names, material names and local number formats into finding messages', () => {
    const words = findingWords(names, defaultCatalogue);
    const floating = finding('floating', 'error', ['e'], { id: 'e' });
    expect(findingMessage(floating.code, floating.params!, words)).toEqual({
      sl: 'Kocka (zgornja vrsta, na sredini) lebdi: ne stoji na tleh niti na drugi kocki.',
      en: 'The cube (top row, in the middle) floats: it stands neither on the floor nor on another cube.',
      es: 'El cubo (fila de arriba, en el centro) flota: no se apoya en el suelo ni en otro cubo.',
    });
    const sag = finding('shelf_sag', 'warning', ['shelf-1'], {
      id: 'shelf-1',
      material: 'Melamine chipboard, 18 mm',
      span: 1200,
      sag: 1.1,
      limit: 2,
    });
    const message = findingMessage(sag.code, sag.params!, words);
    expect(message.sl).toContain('plošča Iverna plošča, oplemenitena, 18 mm ima razpon 1200 mm');
    expect(message.sl).toContain('povesila za 1,1 mm');
    expect(message.es).toContain('luz de 1.200 mm');
    expect(message.en).toContain('spans 1,200 mm');
    // Without words the ids stay (the server's and the CLI's messages).
    expect(findingMessage('floating', { id: 'e' }).en).toBe(
      'e floats: it stands neither on the floor nor on another cube.',
    );
  });

  it('writes numbers as each language does', () => {
    expect([
      formatNumberIn('sl', 1200),
      formatNumberIn('sl', 12000),
      formatNumberIn('en', 1200),
      formatNumberIn('es', 1200),
      formatNumberIn('es', 2.25),
    ]).toEqual(['1200', '12.000', '1,200', '1.200', '2,3']);
  });
});
