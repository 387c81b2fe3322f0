// A searchable pick-one list for the assign dialogs: a search field (the query waits 250 ms after
// typing), the matching rows as radio buttons, and a line saying when nothing matches or the search
// failed. The server searches (the admin lists' `q`); the first page of matches is shown.
import { useId, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../ui/apiErrorMessage.ts';
import { useDebouncedValue } from '../../../ui/useDebouncedValue.ts';
import type { ListPage } from '../adminApi.ts';

export function SearchPicker<Row extends { id: string }>({
  label,
  queryKey,
  search,
  selected,
  onSelect,
  render,
  emptyText,
}: {
  label: string;
  queryKey: string;
  search: (q: string, signal?: AbortSignal) => Promise<ListPage<Row>>;
  selected: Row | null;
  onSelect: (row: Row) => void;
  render: (row: Row) => ReactNode;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const found = useQuery({
    queryKey: ['admin', 'picker', queryKey, q],
    queryFn: ({ signal }) => search(q, signal),
    placeholderData: keepPreviousData,
  });
  const rows = found.data?.items ?? [];
  return (
    <div className="search-picker">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {label}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
      </div>
      {found.isError ? (
        <p role="alert" className="field__error">
          {apiErrorMessage(t, found.error)}
        </p>
      ) : found.isPending ? (
        <p role="status" className="admin-user__muted">
          {t('table.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="admin-user__muted">{emptyText}</p>
      ) : (
        <fieldset className="search-picker__list" aria-busy={found.isFetching}>
          <legend className="visually-hidden">{label}</legend>
          {rows.map((row) => (
            <label
              key={row.id}
              className={
                row.id === selected?.id
                  ? 'search-picker__option search-picker__option--selected'
                  : 'search-picker__option'
              }
            >
              <input
                type="radio"
                name={`${id}-pick`}
                value={row.id}
                checked={row.id === selected?.id}
                onChange={() => onSelect(row)}
              />
              <span>{render(row)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
