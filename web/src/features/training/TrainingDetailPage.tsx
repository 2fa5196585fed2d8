// /training/detail/:deviceIdx: the products one device's model does not recognise yet, with their
// picture, status and progress, refreshed on their own (paused while an update is on its way).
// The operator selects rows and starts their training or puts them back to pending; only the
// selected rows that would change are sent, and success says 'Info saved' (spec §8). A status
// filter lives in the URL. Asking for the list resets the training state first (spec §4).
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { TRAINING_STATUS_CODES } from '@contract/entities';
import { useTrainingStore, type ProductTraining, type TrainingStatus } from './store';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { BackToListButton } from '../../ui/DetailFrame';
import { enumLabel } from '../../ui/enumLabel';
import { ListToolbar } from '../../ui/ListToolbar';
import { showOutcome } from '../../ui/MessageDialog';
import { EnumFilter } from '../../ui/list/EnumFilter';
import { useListController } from '../../ui/list/useListController';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { ProductImage } from '../../ui/ProductImage';
import { TRAINING_PATH } from './trainingPaths';
import { listUrl } from '../../ui/list/listPlace';

const FILTERS = { status: TRAINING_STATUS_CODES } as const;

/** The selected rows an update to `target` would change. */
export function rowsToUpdate(rows: readonly ProductTraining[], selected: ReadonlySet<number>, target: TrainingStatus): number[] {
  return rows.filter((row) => selected.has(row.productTrainingIdx) && row.trainingStatusCode !== target).map((row) => row.productTrainingIdx);
}

export default function TrainingDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceIdx: param = '' } = useParams();
  const parsed = Number(param);
  const deviceIdx = Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
  const { filters, refresh, update } = useListController(FILTERS);
  const { list, device, loading, fetchList, updateStatus } = useTrainingStore();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  // The list's own failure (an update's failure goes to the message dialog instead).
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(
    async ({ silent }: { silent: boolean }) => {
      if (deviceIdx === null) return { ok: false };
      const result = await fetchList(deviceIdx, filters.status, { silent });
      if (!silent) setFailure(result.ok ? null : result.message);
      return result;
    },
    [deviceIdx, filters.status, fetchList],
  );
  const live = useLiveFetch(`${deviceIdx}:${filters.status ?? ''}#${refresh}`, load, { paused: saving });

  const shown = device?.deviceIdx === deviceIdx ? list : [];
  const allSelected = shown.length > 0 && shown.every((row) => selected.has(row.productTrainingIdx));
  const toggle = (idx: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(idx);
      else next.delete(idx);
      return next;
    });
  const toStart = rowsToUpdate(shown, selected, 'TRAINING');
  const toPending = rowsToUpdate(shown, selected, 'TRAINING_PENDING');
  const selectedCount = shown.filter((row) => selected.has(row.productTrainingIdx)).length;

  async function apply(ids: number[], target: TrainingStatus) {
    if (!ids.length || deviceIdx === null) return;
    setSaving(true);
    const result = await updateStatus(ids, target);
    setSaving(false);
    if (result.ok) {
      setSelected(new Set());
      void load({ silent: false });
    }
    await showOutcome(result);
  }

  const columns = useMemo<ListColumn<ProductTraining>[]>(
    () => [
      {
        field: 'select',
        header: '',
        csv: false,
        body: (row) => (
          <Checkbox
            inputId={`training-select-${row.productTrainingIdx}`}
            aria-label={t('training.selectRow', { product: row.productName })}
            checked={selected.has(row.productTrainingIdx)}
            onChange={(e) => toggle(row.productTrainingIdx, Boolean(e.checked))}
          />
        ),
      },
      { field: 'image', header: t('fields.image'), csv: false, body: (row) => <ProductImage imgFullPath={row.imgFullPath} productName={row.productName} /> },
      { field: 'productName', header: t('fields.productName'), sortable: true, className: 'font-medium' },
      {
        field: 'trainingStatusCode',
        header: t('fields.trainingStatus'),
        sortable: true,
        body: (row) => <Tag value={enumLabel(t, 'trainingStatus', row.trainingStatusCode)} severity={row.trainingStatusCode === 'TRAINING' ? 'info' : 'warning'} />,
        csv: (row) => enumLabel(t, 'trainingStatus', row.trainingStatusCode),
      },
      {
        field: 'progress',
        header: t('fields.progress'),
        sortable: true,
        body: (row) =>
          row.progress === null ? (
            '-'
          ) : (
            <ProgressBar value={row.progress} style={{ height: '1.1rem', minWidth: '8rem' }} aria-label={t('fields.progress')} />
          ),
      },
      { field: 'createdDate', header: t('fields.createdDate'), sortable: true, body: (row) => <DateCell value={row.createdDate} /> },
      {
        field: 'updatedDate',
        header: t('fields.updatedDate'),
        sortable: true,
        body: (row) => <DateCell value={row.updatedDate} format={DATE_TIME_FORMAT} />,
      },
    ],
    [t, selected],
  );

  if (deviceIdx === null) {
    return (
      <div className="flex flex-column gap-3 align-items-start">
        <Message severity="error" text={t('training.badDevice', { deviceIdx: param })} role="alert" />
        <BackToListButton onClick={() => navigate(listUrl(TRAINING_PATH))} />
      </div>
    );
  }
  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        <h2 className="text-xl m-0" data-testid="training-device">
          {device?.deviceIdx === deviceIdx ? t('training.deviceOf', { device: device.deviceName, serial: device.serialNumber }) : t('titles.trainingDetail')}
        </h2>
        <AutoRefreshToggle failed={live.failed} />
      </div>
      <p className="m-0 text-600">{t('training.explain')}</p>
      <ListToolbar>
        <EnumFilter name="training-status" label={t('fields.trainingStatus')} codes={TRAINING_STATUS_CODES} labels="trainingStatus" value={filters.status} onChange={(status) => update({ status })} />
        <div className="flex align-items-center gap-2 mb-2">
          <Checkbox
            inputId="training-select-all"
            checked={allSelected}
            disabled={!shown.length}
            onChange={(e) => setSelected(e.checked ? new Set(shown.map((row) => row.productTrainingIdx)) : new Set())}
          />
          <label htmlFor="training-select-all">{t('training.selectAll')}</label>
        </div>
        <span className="text-sm mb-2" data-testid="training-selected">
          {t('training.selected', { count: selectedCount })}
        </span>
        <Button type="button" label={t('training.start')} icon="pi pi-play" disabled={!toStart.length || saving} onClick={() => void apply(toStart, 'TRAINING')} />
        <Button type="button" label={t('training.backToPending')} icon="pi pi-undo" outlined disabled={!toPending.length || saving} onClick={() => void apply(toPending, 'TRAINING_PENDING')} />
      </ListToolbar>
      {failure && <Message severity="error" text={failure} />}
      <DataList<ProductTraining>
        label={t('titles.trainingDetail')}
        exportName={`training-${deviceIdx}`}
        rows={shown}
        dataKey="productTrainingIdx"
        loading={loading}
        pageKey={`${deviceIdx}:${filters.status ?? ''}`}
        emptyMessage={t('training.noProducts')}
        columns={columns}
      />
      <div>
        <BackToListButton onClick={() => navigate(listUrl(TRAINING_PATH))} />
      </div>
    </div>
  );
}
