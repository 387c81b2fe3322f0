// The documents' catalogue (locales/documents-<lang>.json): complete in every language, and words
// from it as the PDFs print them, checked by hand in sl, en and es.
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@kubik/design/i18n/catalogue-check';
import { langs } from '@kubik/design/i18n/lang';
import { panelRoles } from '@kubik/design/parts/panel';
import { documentTexts } from './document-texts.ts';
import { labelWords } from './labels-words.ts';
import { orderLabels } from './order-labels.ts';
import { counted, pdfLabels } from './pdf-labels.ts';

describe('the documents catalogue', () => {
  it('has every key in sl, en and es with the same placeholders', () => {
    expect(catalogueProblems(documentTexts)).toEqual([]);
  });

  it('counts boards in the form each language needs (Slovenian: 1, 2, 3–4, 5+, by the last two digits)', () => {
    expect([1, 2, 3, 4, 5, 101, 102, 1000].map((n) => counted(n, 'boards', 'sl'))).toEqual([
      '1 plošča',
      '2 plošči',
      '3 plošče',
      '4 plošče',
      '5 plošč',
      '101 plošča',
      '102 plošči',
      '1000 plošč',
    ]);
    expect([1, 2, 1000].map((n) => counted(n, 'holes', 'en'))).toEqual(['1 hole', '2 holes', '1,000 holes']);
    expect([1, 3, 1_000_000].map((n) => counted(n, 'sheets', 'es'))).toEqual([
      '1 tablero de',
      '3 tableros de',
      '1.000.000 tableros de',
    ]);
  });

  it('words the PDF, the order documents and the labels', () => {
    expect(pdfLabels.bom).toEqual({ sl: 'Kosovnica', en: 'Bill of materials', es: 'Lista de materiales' });
    expect(orderLabels.totalGross).toEqual({ sl: 'Za plačilo', en: 'Amount due', es: 'Importe a pagar' });
    expect(labelWords.drawerFront).toEqual({ sl: 'Čelo predala', en: 'Drawer front', es: 'Frente de cajón' });
    for (const role of panelRoles) for (const lang of langs) expect(labelWords[role][lang], role).not.toBe('');
  });
});
