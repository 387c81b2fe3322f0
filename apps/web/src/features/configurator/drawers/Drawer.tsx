// The side panel (a bottom sheet on phones): a tab per element kind and one for the design's
// settings; each lists its elements, adds one, edits the selected one's fields, deletes it.
import { useTranslation } from 'react-i18next';
import { elementKinds, type Element, type ElementKind } from '@kubik/design/schema/elements';
import type { Locale } from '@kubik/contract/locale';
import { putElements, renameElement, setSettings } from '../editor/commands.ts';
import { newElement } from '../editor/defaults.ts';
import type { DrawerKind, Editor, Snapshot } from '../editor/editor.ts';
import { ElementForm } from './ElementForm.tsx';
import { fieldsByKind } from './fields.ts';

export function Drawer({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { store, catalogue, readOnly } = editor;
  const kind = snapshot.drawer;
  const elements = snapshot.design.elements;
  const cubeIds = elements.filter((el) => el.kind === 'cube').map((el) => el.id);
  const ofKind = kind === 'design' ? [] : elements.filter((el) => el.kind === kind);
  const selected = ofKind.find((el) => snapshot.selection.includes(el.id));

  const add = (k: ElementKind) => {
    const el = newElement(store, k, store.selection());
    if (!el) return;
    store.run(putElements(store, [el]));
    store.select([el.id]);
  };
  const update = (next: Element) => store.run(putElements(store, [next]));
  const renameTo = (from: string, to: string) => {
    const before = store.selection();
    store.run(renameElement(store, from, to));
    store.select(before.map((id) => (id === from ? to : id)));
  };

  return (
    <aside className="cfg-drawer" aria-label={t('configurator.drawer.label')}>
      <div className="cfg-tabs" role="tablist" aria-label={t('configurator.drawer.kinds')}>
        {(['design', ...elementKinds] as DrawerKind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={`cfg-tab${k === kind ? ' cfg-tab--active' : ''}`}
            onClick={() => editor.setDrawer(k)}
          >
            {t(`configurator.kinds.${k}`)}
            {k !== 'design' ? <span className="cfg-tab__count">{elements.filter((el) => el.kind === k).length}</span> : null}
          </button>
        ))}
      </div>
      <div className="cfg-drawer__body" role="tabpanel">
        {kind === 'design' ? (
          <DesignSettings editor={editor} snapshot={snapshot} locale={locale} />
        ) : (
          <>
            <div className="cfg-drawer__head">
              <h2 className="cfg-drawer__title">{t(`configurator.kinds.${kind}`)}</h2>
              {!readOnly ? (
                <button type="button" className="button button--primary" onClick={() => add(kind)}>
                  {t('configurator.drawer.add', { kind: t(`configurator.kinds.${kind}`) })}
                </button>
              ) : null}
            </div>
            {kind === 'connector' ? <p className="cfg-hint">{t('configurator.drawer.connectorHint')}</p> : null}
            {ofKind.length === 0 ? <p className="cfg-hint">{t('configurator.drawer.none')}</p> : null}
            <ul className="cfg-list">
              {ofKind.slice(0, 200).map((el) => {
                const flagged = snapshot.findingsByElement.get(el.id)?.some((f) => f.severity !== 'info');
                return (
                  <li key={el.id}>
                    <button
                      type="button"
                      className={`cfg-list__item${snapshot.selection.includes(el.id) ? ' cfg-list__item--selected' : ''}`}
                      aria-pressed={snapshot.selection.includes(el.id)}
                      onClick={(e) => store.select(e.shiftKey ? [...snapshot.selection, el.id] : [el.id])}
                    >
                      {el.id}
                      {flagged ? <span className="cfg-flag" aria-label={t('configurator.findings.flagged')}>!</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
            {ofKind.length > 200 ? <p className="cfg-hint">{t('configurator.drawer.more', { count: ofKind.length - 200 })}</p> : null}
            {selected ? (
              <section className="cfg-drawer__edit" aria-label={selected.id}>
                <h3 className="cfg-drawer__subtitle">{selected.id}</h3>
                <ElementForm element={selected} fields={fieldsByKind[selected.kind]} catalogue={catalogue} doc={store} cubeIds={cubeIds} locale={locale} readOnly={readOnly} onChange={update} onRename={(to) => renameTo(selected.id, to)} />
                {(snapshot.findingsByElement.get(selected.id) ?? []).map((f, i) => (
                  <p key={i} className={`cfg-finding cfg-finding--${f.severity}`}>{f.message[locale]}</p>
                ))}
                {!readOnly ? (
                  <button type="button" className="button button--secondary" onClick={() => editor.deleteSelection()}>
                    {t('configurator.actions.delete')}
                  </button>
                ) : null}
              </section>
            ) : ofKind.length > 0 ? (
              <p className="cfg-hint">{t('configurator.drawer.pick')}</p>
            ) : null}
          </>
        )}
      </div>
    </aside>
  );
}

function DesignSettings({ editor, snapshot, locale }: { editor: Editor; snapshot: Snapshot; locale: Locale }) {
  const { t } = useTranslation();
  const { store, catalogue, readOnly } = editor;
  const settings = snapshot.design.settings;
  const materialId = settings.material ?? catalogue.defaults.material;
  const colours = catalogue.materials.find((m) => m.id === materialId)?.colours ?? [];
  const system = settings.connectorSystem ?? catalogue.defaults.connectorSystem;
  const finishes = catalogue.connectorSystems.find((s) => s.id === system)?.finishes ?? [];
  const set = (patch: Parameters<typeof setSettings>[1]) => store.run(setSettings(store, patch));
  return (
    <div className="cfg-form">
      <div className="cfg-field">
        <label htmlFor="cfg-material">{t('configurator.fields.material')}</label>
        <select id="cfg-material" disabled={readOnly} value={settings.material ?? ''} onChange={(e) => set({ material: e.target.value || undefined, colour: undefined })}>
          <option value="">{t('configurator.fields.default')}</option>
          {catalogue.materials.filter((m) => m.kind !== 'hdf').map((m) => (
            <option key={m.id} value={m.id}>{m.name[locale]}</option>
          ))}
        </select>
      </div>
      <div className="cfg-field">
        <label htmlFor="cfg-colour">{t('configurator.fields.colour')}</label>
        <select id="cfg-colour" disabled={readOnly} value={settings.colour ?? ''} onChange={(e) => set({ colour: e.target.value || undefined })}>
          <option value="">{t('configurator.fields.default')}</option>
          {colours.map((c) => (
            <option key={c} value={c}>{t(`configurator.colours.${c}`, { defaultValue: c })}</option>
          ))}
        </select>
      </div>
      <label className="cfg-field cfg-field--check">
        <input type="checkbox" disabled={readOnly} checked={settings.backs ?? catalogue.defaults.backs} onChange={(e) => set({ backs: e.target.checked })} />
        {t('configurator.fields.backs')}
      </label>
      <label className="cfg-field cfg-field--check">
        <input type="checkbox" disabled={readOnly} checked={settings.edgeBanding !== false} onChange={(e) => set({ edgeBanding: e.target.checked })} />
        {t('configurator.fields.edgeBanding')}
      </label>
      <div className="cfg-field">
        <label htmlFor="cfg-system">{t('configurator.fields.connectorSystem')}</label>
        <select id="cfg-system" disabled={readOnly} value={system} onChange={(e) => set({ connectorSystem: e.target.value as 'camLock' | 'steelCorner', connectorFinish: undefined })}>
          {catalogue.connectorSystems.map((s) => (
            <option key={s.id} value={s.id}>{s.name[locale]}</option>
          ))}
        </select>
      </div>
      <div className="cfg-field">
        <label htmlFor="cfg-finish">{t('configurator.fields.finish')}</label>
        <select id="cfg-finish" disabled={readOnly} value={settings.connectorFinish ?? ''} onChange={(e) => set({ connectorFinish: e.target.value || undefined })}>
          <option value="">{t('configurator.fields.default')}</option>
          {finishes.map((f) => (
            <option key={f} value={f}>{t(`configurator.colours.${f}`, { defaultValue: f })}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
