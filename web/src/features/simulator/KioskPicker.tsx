// The kiosks of the simulated fleet (GET /sim/fleet): connection, temperature, door, open faults;
// one row picked at a time.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import type { FleetKiosk } from '../../api/simControl';
import { enumLabel } from '../../ui/enumLabel';
import { DeviceStatusTag, TemperatureText } from '../../ui/DeviceTags';

interface Props {
  kiosks: readonly FleetKiosk[];
  picked: number | null;
  onPick: (deviceIdx: number | null) => void;
}

export function KioskPicker({ kiosks, picked, onPick }: Props) {
  const { t } = useTranslation();
  const selection = kiosks.find((k) => k.deviceIdx === picked) ?? null;
  return (
    <DataTable
      value={[...kiosks]}
      dataKey="deviceIdx"
      selectionMode="single"
      selection={selection}
      onSelectionChange={(e) => onPick((e.value as FleetKiosk | null)?.deviceIdx ?? null)}
      metaKeySelection={false}
      size="small"
      scrollable
      scrollHeight="22rem"
      emptyMessage={t('app.empty')}
      aria-label={t('simulator.kiosks')}
      data-testid="kiosk-picker"
      rowClassName={() => 'cursor-pointer'}
    >
      <Column field="deviceName" header={t('fields.deviceName')} className="white-space-nowrap" />
      <Column field="status" header={t('fields.status')} body={(k: FleetKiosk) => <DeviceStatusTag status={k.status} online={k.online} />} />
      <Column field="temperature" header={t('fields.temperature')} body={(k: FleetKiosk) => <TemperatureText value={k.temperature} />} />
      <Column
        field="doorOpen"
        header={t('simulator.doorOpenNow')}
        body={(k: FleetKiosk) =>
          k.doorOpen ? (
            <Tag value={t('simulator.doorOpenNow')} severity="warning" icon="pi pi-lock-open" />
          ) : (
            <i className="pi pi-lock text-500" role="img" title={t('simulator.doorClosed')} aria-label={t('simulator.doorClosed')} />
          )
        }
      />
      <Column
        field="openFaults"
        header={t('simulator.openFaults')}
        style={{ minWidth: '11rem' }}
        body={(k: FleetKiosk) =>
          k.openFaults.length ? (
            <span className="flex flex-wrap gap-1">
              {k.openFaults.map((code) => (
                <Tag key={code} value={enumLabel(t, 'faultCode', code)} severity="danger" className="white-space-nowrap" />
              ))}
            </span>
          ) : (
            <span className="text-500">{t('simulator.noFaults')}</span>
          )
        }
      />
    </DataTable>
  );
}
