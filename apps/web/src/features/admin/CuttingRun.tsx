// Cutting runs on the admin's orders list: tick orders (the choice stays while paging and filtering),
// then "Cutting run" asks the server to nest all their boards together (POST /api/admin/cutting-runs)
// and saves the ZIP: cutting plans and one cut list whose rows name their order. Not stored on the
// server: the same choice again makes the run again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellContext } from '@tanstack/react-table';
import type { AdminOrderRow } from '@kubik/contract/admin';
import { cuttingRunMaxOrders } from '@kubik/contract/admin-workshop';
import { isApiError } from '../../api/errors.ts';
import { api } from '../../api/instance.ts';
import { apiErrorMessage } from '../../ui/apiErrorMessage.ts';
import { Button } from '../../ui/Button.tsx';
import { fileName, saveFile } from '../../ui/download.ts';
import { notify } from '../../ui/Toasts.tsx';

/** The orders ticked for a run: id → number, in the order they were ticked. */
export function useCuttingRunSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  return {
    selected,
    toggle: (row: Pick<AdminOrderRow, 'id' | 'number'>) =>
      setSelected((old) => {
        const next = new Map(old);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row.number);
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}

export type CuttingRunSelection = ReturnType<typeof useCuttingRunSelection>;

/** A row's tick box. */
export function SelectCell({
  cell,
  selection,
}: {
  cell: CellContext<AdminOrderRow, unknown>;
  selection: CuttingRunSelection;
}) {
  const { t } = useTranslation();
  const row = cell.row.original;
  const checked = selection.selected.has(row.id);
  const full = !checked && selection.selected.size >= cuttingRunMaxOrders;
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled={full}
      onChange={() => selection.toggle(row)}
      aria-label={t('pages.adminOrders.run.selectOrder', { number: row.number })}
    />
  );
}

/** "Cutting run (n)" and "Clear selection", with the run's progress while it is being made. */
export function CuttingRunActions({ selection }: { selection: CuttingRunSelection }) {
  const { t } = useTranslation();
  const [making, setMaking] = useState(false);
  const count = selection.selected.size;
  if (count === 0) return null;
  const numbers = [...selection.selected.values()].sort().join(', ');

  const make = async () => {
    setMaking(true);
    try {
      const zip = await api.request<Blob>('/admin/cutting-runs', {
        method: 'POST',
        body: { orderIds: [...selection.selected.keys()] },
        as: 'blob',
      });
      saveFile(
        zip,
        fileName(`cutting-run-${[...selection.selected.values()].sort().join('_')}`.slice(0, 120), 'kubik', 'zip'),
      );
      notify.success(t('pages.adminOrders.run.done', { numbers }));
    } catch (error) {
      const order = isApiError(error) ? error.details.order : undefined;
      const message = apiErrorMessage(t, error);
      notify.error(
        typeof order === 'string' ? t('pages.adminOrders.run.invalidOrder', { number: order, message }) : message,
      );
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      {making ? <progress aria-label={t('pages.adminOrders.run.making')} /> : null}
      <Button
        onClick={() => void make()}
        disabled={making}
        aria-busy={making}
        title={t('pages.adminOrders.run.selected', { numbers })}
      >
        {making ? t('pages.adminOrders.run.making') : t('pages.adminOrders.run.button', { count })}
      </Button>
      <Button variant="ghost" onClick={selection.clear} disabled={making}>
        {t('pages.adminOrders.run.clear')}
      </Button>
    </>
  );
}

/** Below the list: what a run is, and which orders are ticked. */
export function CuttingRunNote({ selection }: { selection: CuttingRunSelection }) {
  const { t } = useTranslation();
  const numbers = [...selection.selected.values()].sort().join(', ');
  return (
    <p className="admin-list__count" aria-live="polite">
      {selection.selected.size > 0 ? t('pages.adminOrders.run.selected', { numbers }) : t('pages.adminOrders.run.help')}
    </p>
  );
}
