// The trays tab: every tray of the device in an editable table — add a row, remove a row, Save all
// (tray.storeAll with every row: 'Refrigerator info saved', or 'Refrigerator info save failed' and
// the server's reason). Nothing refreshes the rows while they are being edited. The rows are
// checked with the server's schema before sending; each problem shows under its cell (ui/form).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { trayEndpoints } from '@contract/endpoints/tray';
import { FIELD_BOUNDS } from '../../ui/wholeNumber';
import { FieldInput, FormProblemsProvider, useFormProblems } from '../../ui/form';
import { Message } from 'primereact/message';
import { useDeviceStore } from './store';
import { useTrayStore } from './trayStore';
import { showOutcome } from '../../ui/MessageDialog';
import { addRow, removeRow, rowsChanged, rowsToBody, traysToRows, updateRow, type TrayRow } from './trayRows';
import { RemoveRowButton } from '../../ui/RemoveRowButton';

type EditableField = 'trayNo' | 'trayName' | 'setTemperature' | 'maxCapacity';
const NUMERIC: Record<EditableField, 'int' | 'num' | null> = { trayNo: 'int', trayName: null, setTemperature: 'num', maxCapacity: 'int' };

export function TrayEditor({ deviceIdx }: { deviceIdx: number }) {
  const { t } = useTranslation();
  const { trays, deviceIdx: loadedFor, loading, status, message, fetchList, storeAll } = useTrayStore();
  const [rows, setRows] = useState<TrayRow[]>([]);
  const problems = useFormProblems();

  useEffect(() => {
    void fetchList(deviceIdx);
  }, [deviceIdx, fetchList]);
  // The saved trays (loaded, or answered by Save all) become the rows being edited.
  useEffect(() => {
    if (loadedFor === deviceIdx) setRows(traysToRows(trays));
  }, [trays, loadedFor, deviceIdx]);

  const current = loadedFor === deviceIdx ? trays : [];
  const dirty = rowsChanged(rows, current);

  async function saveAll() {
    const body = { deviceIdx, trayList: rowsToBody(rows) };
    if (!problems.check(trayEndpoints.storeAll.body, body)) return;
    const result = await storeAll(deviceIdx, body.trayList);
    problems.takeAnswer(result);
    if (result.ok) void useDeviceStore.getState().fetchDetail(deviceIdx, { silent: true });
    await showOutcome(result);
  }

  const cell = (field: EditableField) => (row: TrayRow, { rowIndex }: { rowIndex: number }) => (
    <FieldInput
      id={`tray-${row.key}-${field}`}
      path={`trayList.${rowIndex}.${field}`}
      value={row[field]}
      onValue={(value) => setRows((all) => updateRow(all, row.key, { [field]: value }))}
      keyfilter={NUMERIC[field] ?? undefined}
      {...(field === 'trayNo' || field === 'maxCapacity' ? FIELD_BOUNDS[field] : {})}
      placeholder={field === 'setTemperature' ? t('trays.ambient') : undefined}
      aria-label={`${t(`fields.${field}`)} ${row.trayNo}`}
      data-field={field}
    />
  );

  return (
    <FormProblemsProvider value={problems}>
    <section className="flex flex-column gap-3" data-testid="tray-editor">
      <p className="m-0 text-600">{t('trays.hint')}</p>
      {status === 'FAIL' && loadedFor === deviceIdx && !trays.length && !rows.length && <Message severity="error" text={message} />}
      <DataTable value={rows} dataKey="key" size="small" emptyMessage={t('trays.empty')} aria-label={t('device.tabs.trays')} loading={loading}>
        <Column field="trayNo" header={t('fields.trayNo')} body={cell('trayNo')} style={{ width: '8rem' }} />
        <Column field="trayName" header={t('fields.trayName')} body={cell('trayName')} />
        <Column field="setTemperature" header={t('fields.setTemperature')} body={cell('setTemperature')} style={{ width: '11rem' }} />
        <Column field="maxCapacity" header={t('fields.maxCapacity')} body={cell('maxCapacity')} style={{ width: '9rem' }} />
        <Column
          field="remove"
          header=""
          style={{ width: '4rem' }}
          body={(row: TrayRow) => (
            <RemoveRowButton
              label={t('trays.removeRow', { no: row.trayNo })}
              onRemove={() => {
                problems.reset();
                setRows((all) => removeRow(all, row.key));
              }}
            />
          )}
        />
      </DataTable>
      <div className="flex align-items-center gap-2 flex-wrap">
        <Button
          type="button"
          label={t('actions.addTray')}
          icon="pi pi-plus"
          outlined
          onClick={() => setRows((all) => addRow(all, (no) => t('trays.defaultName', { no })))}
        />
        <Button type="button" label={t('actions.saveAll')} icon="pi pi-check" loading={loading} onClick={() => void saveAll()} />
        {dirty && (
          <>
            <Button type="button" label={t('actions.revert')} icon="pi pi-undo" text onClick={() => setRows(traysToRows(current))} />
            <small className="text-orange-700" data-testid="trays-unsaved">
              {t('trays.unsaved')}
            </small>
          </>
        )}
      </div>
    </section>
    </FormProblemsProvider>
  );
}
