// /management/product/inventoryStatus: stock on devices, device by device and tray by tray, with
// expiry marked (red expired, amber expiring soon). Filters (org tree down to a device, keyword,
// expired or expiring, expiring from today only, low stock: the last two are the dashboard's figures)
// live in the URL; the list refreshes on its own, never while edits are unsaved.
// Without one device picked the list is read-only and paged and sorted by the server (a fleet holds
// 100,000 rows: one page a call, the keyword searched by the server, the CSV export gathering every
// page). With one device picked its few rows are read whole and are editable (stock, expiry, tray)
// and saved together (Save all: 'Inventory saved' / 'Inventory status save failed'), and products
// can be added to its trays. Every row has its history, a stock move and delete. Save all checks
// the rows with the request's schema first; each problem shows under its row's cell (ui/form).
// On a phone one device's rows are cards with a save bar at the foot (RestockCards): same edits, same save.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DASHBOARD_LIMITS } from '@contract/constants';
import { STOCK_SORT_FIELDS } from '@contract/entities';
import { productEndpoints } from '@contract/endpoints/product';
import type { Tray } from '@contract/entities';
import { useBackendToday } from '../../../core/backendClock';
import { EXPIRING_FILTER, STOCK_FILTER } from '../../../core/listLinks';
import { useLanguage } from '../../../i18n';
import { useProductStore, type ProductMapping, type StockQuery } from '../store';
import { useTrayStore } from '../../device/trayStore';
import type { ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { formatWon } from '../../../ui/format';
import { FormProblemsProvider, useFormProblems } from '../../../ui/form';
import { ListScreen } from '../../../ui/list/ListScreen';
import { useQueryLoad } from '../../../ui/list/useListLoad';
import { showOutcome } from '../../../ui/MessageDialog';
import { SelectFilter } from '../../../ui/list/EnumFilter';
import { useListController } from '../../../ui/list/useListController';
import { useServerList } from '../../../ui/useServerList';
import { useNarrowScreen } from '../../../ui/useNarrowScreen';
import { AddProductDialog } from './AddProductDialog';
import { expiringSoonUntil } from './expiry';
import { ExpiryCell, StockCell, TrayCell, trayText } from './InventoryCells';
import { changedRows, groupByDeviceAndTray, useInventoryDrafts } from './inventoryRows';
import { RestockCards } from './RestockCards';
import { StockActions } from './StockActions';
import { DeviceStockList } from './stockColumns';
import { useStockDialogs } from './useStockDialogs';

const FILTERS = { keyword: 'text', expiring: EXPIRING_FILTER, stock: STOCK_FILTER } as const;
const MOVE_TO = ['device', 'warehouse'] as const;
const NO_TRAYS: Tray[] = [];

export default function InventoryStatusPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const controller = useListController(FILTERS, 'device');
  const { filters, query, refresh, update, place } = controller;
  const inventory = useProductStore((s) => s.inventory);
  const inventoryTotal = useProductStore((s) => s.inventoryTotal);
  const fetchInventory = useProductStore((s) => s.fetchInventory);
  const fetchExportPage = useProductStore((s) => s.fetchInventoryExportPage);
  const [adding, setAdding] = useState(false);
  const deviceIdx = query.deviceIdx;
  const editing = deviceIdx !== undefined;
  const cards = useNarrowScreen() && editing;
  const saving = useProductStore((s) => s.loading);

  const today = useBackendToday();
  const filterBody = useMemo<StockQuery>(() => {
    const { expiring, stock, ...rest } = query;
    return {
      ...rest,
      ...(expiring ? { expiresBy: expiringSoonUntil(today) } : {}),
      ...(expiring === 'upcoming' ? { expiresFrom: today } : {}),
      ...(stock === 'low' ? { placement: 'TRAY' as const, stockAtMost: DASHBOARD_LIMITS.lowStock } : {}),
    };
  }, [query, today]);
  // The whole fleet a page at a time; one device's stock whole (it is small, and edited together).
  const server = useServerList(filterBody, place, STOCK_SORT_FIELDS, fetchExportPage);
  const body = editing ? filterBody : server.body;

  const drafts = useInventoryDrafts((s) => s.drafts);
  const problems = useFormProblems();
  // One device's rows as its trays hold them; a server page in the order the server gave.
  const rows = useMemo(() => (editing ? groupByDeviceAndTray(inventory) : inventory), [inventory, editing]);
  const changes = useMemo(() => (deviceIdx === undefined ? [] : changedRows(rows.filter((r) => r.deviceIdx === deviceIdx), drafts)), [rows, drafts, deviceIdx]);

  const load = useQueryLoad(body, refresh, fetchInventory, { live: true, paused: changes.length > 0 });
  const reload = load.retry;

  // One picked device is edited; a new pick (or leaving) forgets the edits.
  useEffect(() => {
    useInventoryDrafts.getState().editDevice(deviceIdx ?? null);
    problems.reset();
    if (deviceIdx !== undefined) void useTrayStore.getState().fetchList(deviceIdx);
    return () => useInventoryDrafts.getState().editDevice(null);
  }, [deviceIdx]);
  const trays = useTrayStore((s) => (deviceIdx !== undefined && s.deviceIdx === deviceIdx ? s.trays : NO_TRAYS));

  const { onAction, dialogs } = useStockDialogs({ moveTo: MOVE_TO, onChanged: reload });

  const columns = useMemo<ListColumn<ProductMapping>[]>(
    () => [
      { field: 'divisionName', header: t('fields.divisionName'), sortable: true },
      { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap', sortable: true },
      {
        // The column of the server's sortField trayNo.
        field: 'trayNo',
        header: t('fields.tray'),
        body: (row) => <TrayCell row={row} />,
        sortable: true,
        sortValue: (row) => row.trayNo,
        csv: (row) => trayText(row) ?? t('inventory.offTray'),
      },
      { field: 'productName', header: t('fields.productName'), className: 'font-medium', sortable: true },
      { field: 'barcode', header: t('fields.barcode'), sortable: true },
      { field: 'category', header: t('fields.category'), sortable: true },
      { field: 'price', header: t('fields.price'), body: (row) => formatWon(row.price, lang), sortable: true, className: 'text-right white-space-nowrap' },
      { field: 'stock', header: t('fields.stock'), body: (row) => <StockCell row={row} />, sortable: true, className: 'text-right' },
      { field: 'expiredDate', header: t('fields.expiredDate'), body: (row) => <ExpiryCell row={row} />, sortable: true },
      { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} />, sortable: true },
      { field: 'updatedDate', header: t('fields.updatedDate'), body: (row) => <DateCell value={row.updatedDate} />, sortable: true },
      { field: 'actions', header: '', body: (row) => <StockActions row={row} onAction={onAction} />, csv: false },
    ],
    [t, lang, onAction],
  );

  async function saveAll() {
    if (deviceIdx === undefined || !changes.length) return;
    const body = { deviceIdx, inventoryList: changes };
    useInventoryDrafts.getState().sending(changes);
    if (!problems.check(productEndpoints.inventoryStoreAll.body, body)) return;
    const result = await useProductStore.getState().storeInventory(deviceIdx, changes);
    problems.takeAnswer(result);
    if (result.ok) {
      useInventoryDrafts.getState().clear();
      reload();
    }
    await showOutcome(result);
  }

  function revert() {
    problems.reset();
    useInventoryDrafts.getState().clear();
  }

  return (
    <ListScreen
      controller={controller}
      load={load}
      filters={
        <>
          <SelectFilter
            name="expiring"
            label={t('fields.expiredDate')}
            options={[
              { value: 'soon', label: t('inventory.expiringOnly') },
              { value: 'upcoming', label: t('inventory.expiringUpcoming', { days: DASHBOARD_LIMITS.expiringWithinDays }) },
            ]}
            value={filters.expiring}
            onChange={(value) => update({ expiring: value ?? '' })}
          />
          <SelectFilter
            name="stock"
            label={t('fields.stock')}
            options={[{ value: 'low', label: t('inventory.lowStockOnly', { limit: DASHBOARD_LIMITS.lowStock }) }]}
            value={filters.stock}
            onChange={(value) => update({ stock: value ?? '' })}
          />
        </>
      }
      summary={
        editing ? (
        <div className="flex align-items-center gap-2 flex-wrap" data-testid="inventory-edit-bar">
          <Button type="button" label={t('inventory.addProduct')} icon="pi pi-plus" outlined onClick={() => setAdding(true)} />
          {!cards && <Button type="button" label={t('actions.saveAll')} icon="pi pi-check" disabled={!changes.length} onClick={() => void saveAll()} />}
          {changes.length > 0 && !cards && (
            <>
              <Button type="button" label={t('actions.revert')} icon="pi pi-undo" text onClick={revert} />
              <small className="text-orange-700" data-testid="inventory-unsaved">
                {t('inventory.unsaved', { count: changes.length })}
              </small>
            </>
          )}
        </div>
      ) : (
        <small className="text-600">{t('inventory.pickDeviceToEdit')}</small>
      )
      }
      after={
        <>
          {dialogs}
          {deviceIdx !== undefined && (
            <AddProductDialog visible={adding} deviceIdx={deviceIdx} companyIdx={query.companyIdx} trays={trays} onHide={() => setAdding(false)} onAdded={reload} />
          )}
        </>
      }
    >
      <FormProblemsProvider value={problems}>
      {cards ? (
        <RestockCards rows={rows} changed={changes.length} saving={saving} onSave={() => void saveAll()} onRevert={revert} />
      ) : (
      <DeviceStockList
        label={t('titles.inventoryStatus')}
        rows={rows}
        emptyMessage={t('inventory.empty')}
        columns={columns}
        exportName="inventory"
        serverPaging={editing ? undefined : server.paging(inventoryTotal)}
      />
      )}
      </FormProblemsProvider>
    </ListScreen>
  );
}
