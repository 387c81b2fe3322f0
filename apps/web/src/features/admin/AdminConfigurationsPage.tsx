// /dashboard/admin/configurations: the ready-made designs shown at /configuration, in their order.
// Move a card up or down (buttons, so the keyboard does it too), edit its names, descriptions and room,
// or unpublish it. Publishing is done from a project's page (the configurator, opened read-only).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/routing.tsx';
import type { AdminConfiguration } from '@kubik/contract/configurations';
import type { ConfigurationRoom } from '@kubik/contract/projects';
import { useLocale } from '../../i18n/i18n.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import {
  clearFilled,
  ConfigurationRoomField,
  ConfigurationTextFields,
  missingTexts,
  serverFieldErrors,
  trimmedTexts,
  type ConfigurationTexts,
  type TextErrors,
} from '../../ui/ConfigurationTexts.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import { notify } from '../../ui/Toasts.tsx';
import { configurationsApi, moved } from './configurationsApi.ts';
import './configurations.css';

const queryKey = ['admin', 'configurations'];

function EditDialog({ item, onClose }: { item: AdminConfiguration; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [texts, setTexts] = useState<ConfigurationTexts>({
    name: { ...item.name },
    description: { ...item.description },
  });
  const [room, setRoom] = useState<ConfigurationRoom>(item.room);
  const [errors, setErrors] = useState<TextErrors>({});
  const save = useMutation({
    mutationFn: (body: ConfigurationTexts & { room: ConfigurationRoom }) => configurationsApi.edit(item.id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey });
      notify.success(t('pages.adminConfigurations.saved'));
      onClose();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      notify.error(apiErrorMessage(t, error));
    },
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t('pages.adminConfigurations.editTitle')}
      closeLabel={t('pages.adminConfigurations.cancel')}
      wide
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const missing = missingTexts(texts, t('configurationTexts.required'));
          setErrors(missing);
          if (Object.keys(missing).length === 0) save.mutate({ ...trimmedTexts(texts), room });
        }}
      >
        <ConfigurationTextFields
          value={texts}
          onChange={(next) => {
            setTexts(next);
            setErrors((current) => clearFilled(current, next));
          }}
          errors={errors}
        />
        <ConfigurationRoomField value={room} onChange={setRoom} />
        <div className="confirm__buttons">
          <Button variant="secondary" onClick={onClose}>
            {t('pages.adminConfigurations.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t('pages.adminConfigurations.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** One published design in the ordered list: its place, picture, words and the buttons to move, edit or unpublish it. */
function ConfigurationCard({
  item,
  index,
  count,
  onMove,
  onEdit,
  onUnpublish,
}: {
  item: AdminConfiguration;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onUnpublish: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = item.name[locale];
  return (
    <li className="config-admin__item">
      <span className="config-admin__place" aria-hidden="true">
        {index + 1}
      </span>
      {item.thumbnail ? (
        <img className="config-admin__picture" src={item.thumbnail} alt="" />
      ) : (
        <span className="config-admin__picture config-admin__picture--drawn">
          {t('pages.adminConfigurations.drawn')}
        </span>
      )}
      <div className="config-admin__words">
        <h2 className="config-admin__name">{name}</h2>
        <p className="config-admin__text">{item.description[locale]}</p>
        <p className="config-admin__meta">
          {t(`configurationTexts.rooms.${item.room}`)} ·{' '}
          {t('pages.adminConfigurations.cubes', { count: item.cubeCount })} ·{' '}
          <Link to={`/configurator?from=${encodeURIComponent(item.slug)}`}>{t('pages.adminConfigurations.open')}</Link>
        </p>
      </div>
      <div className="config-admin__actions">
        <Button
          variant="ghost"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={t('pages.adminConfigurations.moveUp', { name })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={t('pages.adminConfigurations.moveDown', { name })}
        >
          ↓
        </Button>
        <Button variant="secondary" onClick={onEdit} aria-label={t('pages.adminConfigurations.editOne', { name })}>
          {t('pages.adminConfigurations.edit')}
        </Button>
        <Button
          variant="danger"
          onClick={onUnpublish}
          aria-label={t('pages.adminConfigurations.unpublishOne', { name })}
        >
          {t('pages.adminConfigurations.unpublish')}
        </Button>
      </div>
    </li>
  );
}

export function AdminConfigurationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const list = useQuery({ queryKey, queryFn: ({ signal }) => configurationsApi.list(signal) });
  const items = list.data?.items ?? [];
  const [editing, setEditing] = useState<AdminConfiguration | null>(null);
  const [removing, setRemoving] = useState<AdminConfiguration | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A move shows at once; the server's answer (or, on failure, the list again) replaces it.
  const order = useMutation({
    mutationFn: (next: AdminConfiguration[]) => configurationsApi.order(next.map((c) => c.id)),
    onMutate: (next) => client.setQueryData(queryKey, { items: next }),
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
    onError: async (error) => {
      notify.error(apiErrorMessage(t, error));
      await client.invalidateQueries({ queryKey });
    },
  });
  const unpublish = useMutation({
    mutationFn: (item: AdminConfiguration) => configurationsApi.unpublish(item.id),
    onSuccess: async (_answer, item) => {
      setRemoving(null);
      await client.invalidateQueries({ queryKey });
      notify.success(t('pages.adminConfigurations.unpublished', { name: item.name[locale] }));
    },
    onError: (error) => notify.error(apiErrorMessage(t, error)),
  });

  const move = (index: number, by: -1 | 1) => {
    const item = items[index];
    const to = index + by;
    if (!item || to < 0 || to >= items.length || order.isPending) return;
    order.mutate(moved(items, index, to));
    setAnnouncement(
      t('pages.adminConfigurations.movedTo', { name: item.name[locale], place: to + 1, count: items.length }),
    );
  };

  return (
    <Page
      title={t('pages.adminConfigurations.title')}
      intro={t('pages.adminConfigurations.purpose')}
      actions={<Link to="/configuration">{t('pages.adminConfigurations.viewPublic')}</Link>}
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {list.isPending ? <p role="status">{t('pages.adminConfigurations.loading')}</p> : null}
      {list.isError ? <EmptyState title={apiErrorMessage(t, list.error)} /> : null}
      {list.isSuccess && items.length === 0 ? <EmptyState title={t('pages.adminConfigurations.empty')} /> : null}
      {items.length > 0 ? (
        <ol className="config-admin" aria-label={t('pages.adminConfigurations.title')}>
          {items.map((item, index) => (
            <ConfigurationCard
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              onMove={(by) => move(index, by)}
              onEdit={() => setEditing(item)}
              onUnpublish={() => setRemoving(item)}
            />
          ))}
        </ol>
      ) : null}
      {editing ? <EditDialog key={editing.id} item={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('pages.adminConfigurations.unpublishTitle')}
        confirmLabel={t('pages.adminConfigurations.unpublish')}
        cancelLabel={t('pages.adminConfigurations.cancel')}
        danger
        busy={unpublish.isPending}
        onConfirm={() => removing && unpublish.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('pages.adminConfigurations.confirmUnpublish', { name: removing?.name[locale] ?? '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}
