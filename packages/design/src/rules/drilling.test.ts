// The drilling checker is part of what makes a design orderable (carpenter's review, defect d): a
// design the workshop cannot drill gets an error finding in sl, en and es, naming the board, the
// rule and the cube by its place, and `quote` calls it not orderable.
import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../catalogue/default.ts';
import { drillCodes } from '../cnc/drill-check.ts';
import { designTexts, messageOf } from '../i18n/findings.ts';
import { langs } from '../i18n/lang.ts';
import { quote, quoteModel } from '../quote.ts';
import { cube, design } from '../testing/build.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';

// A catalogue asking for twelve cam-lock sets on every joint: on a 400 mm deep joint they stand
// 27 mm apart, and each set's dowel 32 mm beside its bolt lands on the next set's bolt.
const crowded = {
  version: 7,
  catalogue: {
    ...defaultCatalogue,
    connectorSystems: defaultCatalogue.connectorSystems.map((s) =>
      s.id === 'camLock' ? { ...s, minSetsPerJoint: 12 } : s,
    ),
  },
};
const twoCubesAndAShelf = design([
  cube('a', 0, 0, 0),
  cube('b', 400, 0, 0),
  { id: 's', kind: 'shelf', cubes: ['b'], height: 200 },
]);

describe('drilling findings', () => {
  it('a design whose drilling breaks a rule is not orderable, and says why in three languages', () => {
    const q = quote(twoCubesAndAShelf, crowded);
    expect(q.ok).toBe(true);
    expect(q.orderable).toBe(false);
    const broken = q.findings.filter((f) => f.code === 'drilling_rule_broken');
    expect(broken.length).toBeGreaterThan(0);
    // One finding per part number and rule, at the cube of the first such board.
    expect(broken.map((f) => `${f.params?.part} ${f.params?.rule}`)).toEqual([
      'H001 holes_too_close',
      'V001 holes_meet',
      'V001 holes_too_close',
    ]);
    const f = broken[0]!;
    expect(f).toMatchObject({ severity: 'error', elementIds: ['a'], params: { id: 'a', part: 'H001' } });
    expect(messageOf(f).en).toBe(
      'The cube (first from the left): board H001 cannot be drilled and assembled because two holes would leave less than 3 mm of material between them. A design like this cannot be ordered; change it or write to us.',
    );
    expect(messageOf(f).sl).toBe(
      'Kocka (prva z leve): plošče H001 ni mogoče izvrtati in sestaviti, ker bi med dvema luknjama ostalo manj kot 3 mm materiala. Takega načrta ni mogoče naročiti; spremenite ga ali pišite nam.',
    );
    expect(messageOf(f).es).toContain('El cubo (primero por la izquierda): el tablero H001 no se puede taladrar');
  });

  it("the same design with the catalogue's four pins is orderable, with no drilling finding", () => {
    const q = quote(twoCubesAndAShelf, builtInCatalogue);
    expect(q.orderable).toBe(true);
    expect(q.findings.filter((f) => f.code === 'drilling_rule_broken')).toEqual([]);
  });

  it("quoteModel (the configurator's live quote) leaves the drilling to quote", () => {
    const v = validateDesign(twoCubesAndAShelf, crowded);
    if (!v.ok) throw new Error('not a design');
    expect(quoteModel(v.model).orderable).toBe(true);
    expect(quote(twoCubesAndAShelf, crowded).orderable).toBe(false);
  });

  it('names every drilling rule in every language', () => {
    for (const code of drillCodes)
      for (const lang of langs)
        expect((designTexts[lang].drillingRules as Record<string, string>)[code], `${code} ${lang}`).toBeTruthy();
  });
});
