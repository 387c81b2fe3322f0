// /dashboard/admin/catalogue: admins edit the catalogue (materials, colours, edge banding, hardware,
// machining, shipping zones, VAT) as a draft, see its problems beside each field as they type,
// preview what it does to the open carts' totals, and publish it as the next version with a note.
// Orders keep the version they were priced with; carts are re-priced on their next look.
import { useMemo, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogue, CataloguePreview } from '@kubik/contract/admin-catalogue';
import type { CatalogueIssue } from '@kubik/design/catalogue/issues';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import type { ShippingTable } from '@kubik/shop/shipping';
import { useLocale } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Page } from '../../../ui/Page.tsx';
import { catalogueApi, catalogueKey } from './catalogueApi.ts';
import { useCataloguePublishing } from './useCataloguePublishing.ts';
import { draftIssues, issuesByPath, setIn, type Draft, type Path } from './draft.ts';
import { EditorContext, useIssueText, type Editor } from './fields.tsx';
import { PreviewResult } from './PreviewResult.tsx';
import {
  ColoursSection,
  EdgeBandingsSection,
  HardwareSection,
  MachiningSection,
  MaterialsSection,
  sectionIds,
  ShippingSection,
  VatSection,
  type SectionId,
} from './sections.tsx';
import './catalogue.css';

const draftOf = (data: AdminCatalogue): Draft => ({
  catalogue: data.catalogue as unknown as Catalogue,
  shippingTable: data.shippingTable as unknown as ShippingTable,
});

/** The section a problem's path belongs to (null: a part of the catalogue this page does not edit). */
function sectionOf(path: string): SectionId | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'shippingTable') return 'shipping';
  if (head === 'vatRateBp' || head === 'maxPartnerDiscountBp') return 'vat';
  return (sectionIds as readonly string[]).includes(head) ? (head as SectionId) : null;
}

/** Ids already in force: those rows keep their id (saved designs and orders name them). */
function savedIds(data: AdminCatalogue): Set<string> {
  const d = draftOf(data);
  return new Set([
    ...(['materials', 'colours', 'edgeBandings', 'hardware'] as const).flatMap((table) =>
      d.catalogue[table].map((row) => `${table}:${row.id}`),
    ),
    ...d.shippingTable.zones.map((z) => `zones:${z.id}`),
  ]);
}

export function CatalogueEditorPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: catalogueKey, queryFn: ({ signal }) => catalogueApi.get(signal) });
  return (
    <Page title={t('adminCatalogue.title')} intro={t('adminCatalogue.intro')}>
      {query.data ? (
        <CatalogueEditor key={query.data.version} data={query.data} />
      ) : query.error ? (
        <p className="form__error" role="alert">
          {apiErrorMessage(t, query.error)}
        </p>
      ) : (
        <p className="table__loading">{t('adminCatalogue.loading')}</p>
      )}
    </Page>
  );
}

function CatalogueEditor({ data }: { data: AdminCatalogue }) {
  const { t } = useTranslation();
  const inForce = useMemo(() => draftOf(data), [data]);
  const saved = useMemo(() => savedIds(data), [data]);
  const [draft, setDraft] = useState<Draft>(inForce);
  const [revision, setRevision] = useState(0);
  const [section, setSection] = useState<SectionId>('materials');
  const [note, setNote] = useState('');
  const { preview, setPreview, busy, failure, setFailure, stale, runPreview, publish, reload } = useCataloguePublishing(
    data,
    draft,
    note,
  );

  const issues = useMemo(() => [...draftIssues(draft), ...(preview?.issues ?? [])], [draft, preview]);
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(inForce), [draft, inForce]);

  const change = (next: Draft, remount = false) => {
    setDraft(next);
    setPreview(null);
    setFailure(null);
    if (remount) setRevision((r) => r + 1);
  };
  const full = (path: Path): Path => (path[0] === 'shippingTable' ? path : ['catalogue', ...path]);
  const arrayAt = (path: Path): unknown[] =>
    full(path).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], draft) as unknown[];
  const editor: Editor = {
    issues: byPath,
    disabled: busy !== null,
    set: (path, value) => change(setIn(draft, full(path), value)),
  };
  const onAdd = (path: Path, row: unknown) => change(setIn(draft, full(path), [...arrayAt(path), row]), true);
  const onRemove = (path: Path, index: number) =>
    change(
      setIn(
        draft,
        full(path),
        arrayAt(path).filter((_, i) => i !== index),
      ),
      true,
    );

  const counts = new Map<SectionId | null, number>();
  for (const issue of issues) counts.set(sectionOf(issue.path), (counts.get(sectionOf(issue.path)) ?? 0) + 1);
  const canPreview = dirty && issues.length === 0 && busy === null && !stale;
  const canPublish =
    preview !== null && preview.issues.length === 0 && note.trim().length > 0 && busy === null && !stale;

  return (
    <EditorContext.Provider value={editor}>
      <div className="catalogue-editor">
        <p className="catalogue-editor__version">{t('adminCatalogue.inForce', { version: data.version })}</p>

        <SectionTabs section={section} counts={counts} onSection={setSection} />

        <section className="catalogue-section" aria-labelledby="catalogue-section-title" key={revision}>
          <h2 id="catalogue-section-title">{t(`adminCatalogue.sections.${section}`)}</h2>
          <SectionBody section={section} draft={draft} saved={saved} onAdd={onAdd} onRemove={onRemove} />
        </section>

        <section className="catalogue-publish" aria-labelledby="catalogue-publish-title">
          <h2 id="catalogue-publish-title">{t('adminCatalogue.publishTitle')}</h2>
          {issues.length > 0 ? (
            <DraftProblems issues={issues} onSection={setSection} />
          ) : !dirty ? (
            <p className="catalogue-editor__hint">{t('adminCatalogue.noChanges')}</p>
          ) : null}
          {failure ? <PublishFailure failure={failure} stale={stale} onReload={() => void reload()} /> : null}
          <div className="catalogue-publish__actions">
            <Button
              variant="secondary"
              disabled={!canPreview}
              onClick={() => void runPreview()}
              aria-busy={busy === 'preview'}
            >
              {busy === 'preview' ? t('adminCatalogue.previewing') : t('adminCatalogue.preview')}
            </Button>
            <Button variant="ghost" disabled={!dirty || busy !== null} onClick={() => change(inForce, true)}>
              {t('adminCatalogue.discard')}
            </Button>
          </div>
          {preview && preview.issues.length === 0 ? (
            <PublishStep
              preview={preview}
              note={note}
              onNote={setNote}
              canPublish={canPublish}
              publishing={busy === 'publish'}
              nextVersion={data.version + 1}
              onPublish={() => void publish()}
            />
          ) : null}
        </section>

        <CatalogueHistory data={data} />
      </div>
    </EditorContext.Provider>
  );
}

/** The section tabs, each with the count of its problems. */
function SectionTabs({
  section,
  counts,
  onSection,
}: {
  section: SectionId;
  counts: ReadonlyMap<SectionId | null, number>;
  onSection: (section: SectionId) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="catalogue-tabs" aria-label={t('adminCatalogue.sectionsLabel')}>
      {sectionIds.map((id) => (
        <button
          key={id}
          type="button"
          className="catalogue-tabs__tab"
          aria-pressed={section === id}
          onClick={() => onSection(id)}
        >
          {t(`adminCatalogue.sections.${id}`)}
          {counts.get(id) ? <span className="catalogue-badge catalogue-badge--danger">{counts.get(id)}</span> : null}
        </button>
      ))}
    </nav>
  );
}

/** Why the preview or the publish failed; when the catalogue moved on meanwhile, the button to load it. */
function PublishFailure({ failure, stale, onReload }: { failure: string; stale: boolean; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="form__error" role="alert">
      <p>{failure}</p>
      {stale ? (
        <Button variant="secondary" onClick={onReload}>
          {t('adminCatalogue.reload')}
        </Button>
      ) : null}
    </div>
  );
}

/** After a clean preview: what it does to the carts, the version's note, and the publish button. */
function PublishStep({
  preview,
  note,
  onNote,
  canPublish,
  publishing,
  nextVersion,
  onPublish,
}: {
  preview: CataloguePreview;
  note: string;
  onNote: (note: string) => void;
  canPublish: boolean;
  publishing: boolean;
  nextVersion: number;
  onPublish: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PreviewResult preview={preview} />
      <div className="field">
        <label className="field__label" htmlFor="catalogue-note">
          {t('adminCatalogue.note')}
        </label>
        <textarea
          id="catalogue-note"
          className="field__input catalogue-note"
          maxLength={500}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          placeholder={t('adminCatalogue.notePlaceholder')}
        />
      </div>
      <div className="catalogue-publish__actions">
        <Button disabled={!canPublish} onClick={onPublish} aria-busy={publishing}>
          {publishing ? t('adminCatalogue.publishing') : t('adminCatalogue.publish', { version: nextVersion })}
        </Button>
      </div>
    </>
  );
}

/** The draft's problems (the first 20), each leading to its section. */
function DraftProblems({
  issues,
  onSection,
}: {
  issues: readonly CatalogueIssue[];
  onSection: (section: SectionId) => void;
}) {
  const { t } = useTranslation();
  const text = useIssueText();
  return (
    <div className="form__error" role="alert">
      <p>{t('adminCatalogue.problems', { count: issues.length })}</p>
      <ul className="catalogue-problems">
        {issues.slice(0, 20).map((issue) => {
          const where = sectionOf(issue.path);
          return (
            <li key={`${issue.path}:${issue.key}`}>
              {where ? (
                <button type="button" className="catalogue-link" onClick={() => onSection(where)}>
                  {t(`adminCatalogue.sections.${where}`)}
                </button>
              ) : (
                <span>{t('adminCatalogue.sections.other')}</span>
              )}
              {' · '}
              <code>{issue.path}</code>
              {' — '}
              {text(issue)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Every published version: when, by whom, with its note; the one in force marked. */
function CatalogueHistory({ data }: { data: AdminCatalogue }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="catalogue-history" aria-labelledby="catalogue-history-title">
      <h2 id="catalogue-history-title">{t('adminCatalogue.history')}</h2>
      <ScrollTable
        label={t('adminCatalogue.history')}
        columns={[
          t('adminCatalogue.columns.version'),
          t('adminCatalogue.columns.when'),
          t('adminCatalogue.columns.who'),
          t('adminCatalogue.columns.note'),
        ]}
      >
        {data.versions.map((v) => (
          <tr key={v.version}>
            <td>
              {v.version}
              {v.version === data.version ? (
                <span className="catalogue-badge catalogue-badge--ok">{t('adminCatalogue.current')}</span>
              ) : null}
            </td>
            <td>{formatDateTime(locale, v.createdAt)}</td>
            <td>{v.createdBy?.email ?? t('adminCatalogue.seeded')}</td>
            <td className="catalogue-history__note">{v.note ?? ''}</td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}

/** The chosen section's fields and rows. */
function SectionBody({
  section,
  draft,
  saved,
  onAdd,
  onRemove,
}: { section: SectionId } & Pick<ComponentProps<typeof MaterialsSection>, 'draft' | 'saved' | 'onAdd' | 'onRemove'>) {
  const rows = { draft, saved, onAdd, onRemove };
  if (section === 'materials') return <MaterialsSection {...rows} />;
  if (section === 'colours') return <ColoursSection {...rows} />;
  if (section === 'edgeBandings') return <EdgeBandingsSection {...rows} />;
  if (section === 'hardware') return <HardwareSection {...rows} />;
  if (section === 'machining') return <MachiningSection catalogue={draft.catalogue} />;
  if (section === 'shipping')
    return <ShippingSection table={draft.shippingTable} saved={saved} onAdd={onAdd} onRemove={onRemove} />;
  return <VatSection catalogue={draft.catalogue} />;
}
