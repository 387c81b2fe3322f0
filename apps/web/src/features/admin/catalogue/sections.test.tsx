// @vitest-environment happy-dom
// The editor's fields write into the draft by path and show the draft's problem beside them, in the
// reader's language (here Slovenian, the default).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useMemo, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { defaultShippingTable } from '@kubik/shop/shipping';
import sl from '../../../i18n/locales/sl.json';
import { setupTestI18n } from '../../../test/i18n.ts';
import { draftIssues, issuesByPath, setIn, type Draft } from './draft.ts';
import { EditorContext } from './fields.tsx';
import { MachiningSection, MaterialsSection, ShippingSection } from './sections.tsx';

let latest: Draft | null = null;

function Harness({ start, part }: { start: Draft; part: 'materials' | 'shipping' | 'machining' }) {
  const [draft, setDraft] = useState(start);
  latest = draft;
  const issues = useMemo(() => issuesByPath(draftIssues(draft)), [draft]);
  const full = (path: readonly (string | number)[]) => (path[0] === 'shippingTable' ? path : ['catalogue', ...path]);
  const editor = {
    issues,
    disabled: false,
    set: (path: readonly (string | number)[], value: unknown) => setDraft((d) => setIn(d, full(path), value)),
  };
  return (
    <EditorContext.Provider value={editor}>
      {part === 'materials' ? (
        <MaterialsSection
          draft={draft}
          saved={new Set(draft.catalogue.materials.map((m) => `materials:${m.id}`))}
          onAdd={() => {}}
          onRemove={() => {}}
        />
      ) : part === 'machining' ? (
        <MachiningSection catalogue={draft.catalogue} />
      ) : (
        <ShippingSection table={draft.shippingTable} saved={new Set()} onAdd={() => {}} onRemove={() => {}} />
      )}
    </EditorContext.Provider>
  );
}

beforeAll(async () => {
  await setupTestI18n();
  i18next.addResourceBundle('sl', 'translation', sl);
  await i18next.changeLanguage('sl');
});
afterAll(() => i18next.changeLanguage('en'));
afterEach(cleanup);

const start: Draft = { catalogue: defaultCatalogue, shippingTable: defaultShippingTable };

describe('the catalogue editor’s fields', () => {
  it('keeps a price typed in euros as cents, and says in Slovenian when it is missing', async () => {
    render(<Harness start={start} part="materials" />);
    const card = screen.getByRole('group', { name: 'Iverna plošča, oplemenitena, 18 mm' });
    const price = within(card).getByLabelText('Cena na m², brez DDV');
    expect((price as HTMLInputElement).value).toBe('14.00');
    await act(async () => fireEvent.change(price, { target: { value: '15,5' } }));
    expect(latest!.catalogue.materials[0]!.priceCentsPerM2).toBe(1550);
    await act(async () => fireEvent.change(price, { target: { value: '' } }));
    expect(within(card).getByText('Vnesite vrednost.')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
  });

  it("chooses the job pack's layer preset among the catalogue's, and says when the draft names one it has not", async () => {
    render(<Harness start={start} part="machining" />);
    const select = screen.getByLabelText('CNC programi: imena slojev (nabor za CAM)') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['kubik', 'ecabinet', 'magicut', 'woodwop']);
    expect(select.value).toBe('kubik');
    await act(async () => fireEvent.change(select, { target: { value: 'woodwop' } }));
    expect(latest!.catalogue.cnc.layerPreset).toBe('woodwop');
    cleanup();
    render(<Harness start={setIn(start, ['catalogue', 'cnc', 'layerPreset'], 'homag')} part="machining" />);
    expect(
      screen.getByText('Nabora imen slojev homag ni v katalogu (ima kubik, ecabinet, magicut, woodwop).'),
    ).toBeTruthy();
  });

  it('shows a colour a material offers that is no longer in the catalogue', () => {
    render(
      <Harness
        start={setIn(
          start,
          ['catalogue', 'colours'],
          defaultCatalogue.colours.filter((k) => k.id !== 'grey'),
        )}
        part="materials"
      />,
    );
    const card = screen.getByRole('group', { name: 'Iverna plošča, oplemenitena, 18 mm' });
    expect(within(card).getByText('Barve grey ni v katalogu.')).toBeTruthy();
  });

  it('reads a zone’s countries and refuses a country already in another zone', async () => {
    render(<Harness start={start} part="shipping" />);
    const zone = screen.getByRole('group', { name: 'Sosednje države' });
    await act(async () =>
      fireEvent.change(within(zone).getByLabelText('Države (oznake ISO, npr. AT, HR)'), {
        target: { value: 'at, hr si' },
      }),
    );
    expect(latest!.shippingTable.zones[1]!.countries).toEqual(['AT', 'HR', 'SI']);
    expect(within(zone).getByText('Država SI je že v coni si.')).toBeTruthy();
  });
});
