// Where stock of a product can move to (pure): the devices of the same company from the org tree
// (not the one it is on), and that company's warehouses (not the one it is in).
import type { Division, TreeCompany } from '@contract/entities';
import type { ProductMapping } from '../store';
import { divisionsOf } from '../../../ui/orgSelection';
import type { Option } from '../../../ui/SelectField';

export type TargetKind = 'device' | 'warehouse';

export function deviceTargets(tree: readonly TreeCompany[], source: Pick<ProductMapping, 'companyIdx' | 'deviceIdx'>): Option<number>[] {
  return divisionsOf(tree, source.companyIdx).flatMap((division) =>
    division.deviceList
      .filter((device) => device.deviceIdx !== source.deviceIdx)
      .map((device) => ({ value: device.deviceIdx, label: `${division.divisionName} / ${device.deviceName}` })),
  );
}

export function warehouseTargets(warehouses: readonly Division[], source: Pick<ProductMapping, 'companyIdx' | 'divisionIdx' | 'placement'>): Option<number>[] {
  return warehouses
    .filter((w) => w.companyIdx === source.companyIdx && !(source.placement === 'WAREHOUSE' && w.divisionIdx === source.divisionIdx))
    .map((w) => ({ value: w.divisionIdx, label: w.divisionName }));
}
