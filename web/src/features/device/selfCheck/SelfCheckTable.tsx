// Self-checks as a list: pass/fail, and either the failed components or every component's result.
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { SelfCheck } from '../store';
import { DataList, type ListColumn } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { enumLabel } from '../../../ui/enumLabel';
import { deviceLabel, fullAddress } from '../../../ui/format';
import { PassTag } from '../../../ui/DeviceTags';
import type { FleetTableProps } from '../fleetTable';
import { failedComponents } from './selfChecks';

interface Props extends FleetTableProps<SelfCheck> {
  /** Every component's result as a tag (a device's checks) instead of the failed ones only. */
  perComponent?: boolean;
}

function ComponentResults({ check }: { check: SelfCheck }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1" data-testid="component-results">
      {check.results.map((r) => (
        <Tag
          key={r.component}
          value={enumLabel(t, 'component', r.component)}
          severity={r.passed ? 'success' : 'danger'}
          icon={r.passed ? 'pi pi-check' : 'pi pi-times'}
          title={r.detail}
          data-component={r.component}
          data-passed={r.passed}
        />
      ))}
    </span>
  );
}

function FailedComponents({ check }: { check: SelfCheck }) {
  const { t } = useTranslation();
  const failed = failedComponents(check);
  if (!failed.length) return <span className="text-500">{t('selfCheck.allPassed')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {failed.map((component) => (
        <Tag key={component} value={enumLabel(t, 'component', component)} severity="danger" />
      ))}
    </span>
  );
}

export function SelfCheckTable({ withDevice = true, perComponent = false, ...list }: Props) {
  const { t } = useTranslation();
  const device: ListColumn<SelfCheck>[] = withDevice
    ? [
        { field: 'deviceName', header: t('fields.device'), className: 'white-space-nowrap', body: (row) => deviceLabel(row) },
        { field: 'fullAddress', header: t('fields.fullAddress'), body: (row) => fullAddress(row.address, row.addressDetail), className: 'col-address' },
      ]
    : [];
  return (
    <DataList<SelfCheck>
      {...list}
      dataKey="selfCheckIdx"
      emptyMessage={t('selfCheck.empty')}
      columns={[
        ...device,
        { field: 'passed', header: t('fields.passed'), body: (row) => <PassTag passed={row.passed} /> },
        perComponent
          ? { field: 'results', header: t('fields.results'), body: (row) => <ComponentResults check={row} /> }
          : { field: 'failedComponents', header: t('fields.failedComponents'), body: (row) => <FailedComponents check={row} /> },
        { field: 'reportAt', header: t('fields.checkAt'), body: (row) => <DateCell value={row.reportAt} format={DATE_TIME_FORMAT} /> },
      ]}
    />
  );
}
