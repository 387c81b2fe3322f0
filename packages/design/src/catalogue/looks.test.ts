import { describe, expect, it } from 'vitest';
import { colourFinishes } from './schema.ts';
import { barLook, boardLook, finishRoughness, fittingLook } from './looks.ts';

const veneer = { grain: true };
const plain = { grain: false };

describe('a board’s look', () => {
  it('follows its colour’s finish on a plain board (worked values)', () => {
    expect(boardLook(plain, 'satin')).toEqual({ finish: 'satin', grain: false, roughness: 0.5, metalness: 0 });
    expect(boardLook(plain, 'matte')).toEqual({ finish: 'matte', grain: false, roughness: 0.8, metalness: 0 });
    expect(boardLook(plain, 'gloss')).toEqual({ finish: 'gloss', grain: false, roughness: 0.12, metalness: 0 });
    expect(boardLook(plain, 'metallic')).toEqual({ finish: 'metallic', grain: false, roughness: 0.35, metalness: 0.6 });
    // A woodgrain decor on chipboard shows a grain although the board has none.
    expect(boardLook(plain, 'woodgrain')).toEqual({ finish: 'woodgrain', grain: true, roughness: 0.62, metalness: 0 });
  });

  it('shows a veneer’s grain in every finish, and its sheen unless lacquered high-gloss', () => {
    expect(boardLook(veneer, 'matte')).toEqual({ finish: 'woodgrain', grain: true, roughness: 0.62, metalness: 0 });
    expect(boardLook(veneer, 'gloss')).toEqual({ finish: 'gloss', grain: true, roughness: 0.12, metalness: 0 });
  });

  it('looks satin for colours from before finishes existed, and for an unknown material', () => {
    expect(boardLook(undefined, undefined)).toEqual({ finish: 'satin', grain: false, roughness: 0.5, metalness: 0 });
  });

  it('has a roughness for every finish, glossier finishes smoother, and metal parts metal', () => {
    for (const f of colourFinishes) expect(finishRoughness[f]).toBeGreaterThan(0);
    expect(finishRoughness.gloss).toBeLessThan(finishRoughness.satin);
    expect(finishRoughness.satin).toBeLessThan(finishRoughness.matte);
    expect(barLook.metalness).toBeGreaterThan(0);
    expect(fittingLook.metalness).toBeGreaterThan(0);
  });
});
