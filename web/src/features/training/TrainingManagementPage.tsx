// /training/management: the devices with their AI product-recognition training — products pending
// and in training, products recognised, model version, last trained — refreshed on their own (a
// model learns while the operator watches). Org tree down to a division and keyword in the URL.
// Asking for the list resets the training state first (spec §4). A row opens the device's products.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useTrainingStore, type TrainingDevice } from './store';
import { DataList, type ListNames } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatCount, formatDate } from '../../ui/format';
import { ListScreen } from '../../ui/list/ListScreen';
import { useQueryLoad } from '../../ui/list/useListLoad';
import { useListController } from '../../ui/list/useListController';
import { companyDivisionColumn } from '../../ui/DeviceTags';
import { trainingDetailPath } from './trainingPaths';

const TRAINING_LIST: ListNames = { titleKey: 'titles.trainingManagement', emptyKey: 'training.empty', exportName: 'training-devices' };

const FILTERS = { keyword: 'text' } as const;

function CountTag({ value, severity }: { value: number; severity: 'warning' | 'info' }) {
  return value > 0 ? <Tag value={formatCount(value)} severity={severity} rounded /> : <span>0</span>;
}

export default function TrainingManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = useListController(FILTERS, 'division');
  const { query, refresh } = controller;
  const { devices, fetchDevices } = useTrainingStore();
  const load = useQueryLoad(query, refresh, fetchDevices, { live: true });
  const totals = devices.reduce(
    (sum, d) => ({ pending: sum.pending + d.pendingCount, training: sum.training + d.trainingCount, trained: sum.trained + d.trainedCount }),
    { pending: 0, training: 0, trained: 0 },
  );
  const lastTrained = (row: TrainingDevice) => (row.lastTrainedAt ? formatDate(row.lastTrainedAt, DATE_TIME_FORMAT) : t('training.notYet'));

  return (
    <ListScreen
      controller={controller}
      load={load}
      intro={<p className="m-0 text-600">{t('training.explain')}</p>}
      summary={
        <p className="m-0 text-sm" data-testid="training-totals">
          {t('training.totals', { pending: formatCount(totals.pending), training: formatCount(totals.training), trained: formatCount(totals.trained) })}
        </p>
      }
    >
      <DataList<TrainingDevice>
        names={TRAINING_LIST}
        rows={devices}
        dataKey="deviceIdx"
        onRowClick={(row) => navigate(trainingDetailPath(row.deviceIdx))}
        columns={[
          { field: 'deviceName', header: t('fields.deviceName'), className: 'white-space-nowrap font-medium', sortable: true },
          { field: 'serialNumber', header: t('fields.serialNumber'), className: 'white-space-nowrap', sortable: true },
          { ...companyDivisionColumn<TrainingDevice>(t), sortable: true },
          { field: 'pendingCount', header: t('fields.pendingCount'), sortable: true, body: (row) => <CountTag value={row.pendingCount} severity="warning" />, className: 'text-right' },
          { field: 'trainingCount', header: t('fields.trainingCount'), sortable: true, body: (row) => <CountTag value={row.trainingCount} severity="info" />, className: 'text-right' },
          { field: 'trainedCount', header: t('fields.trainedCount'), sortable: true, body: (row) => formatCount(row.trainedCount), className: 'text-right' },
          { field: 'modelVersion', header: t('fields.modelVersion'), sortable: true, className: 'white-space-nowrap' },
          { field: 'lastTrainedAt', header: t('fields.lastTrainedAt'), sortable: true, body: lastTrained },
          { field: 'updatedDate', header: t('fields.updatedDate'), sortable: true, body: (row) => <DateCell value={row.updatedDate} /> },
        ]}
      />
    </ListScreen>
  );
}
