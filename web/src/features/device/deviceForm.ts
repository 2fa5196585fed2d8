// Device form values ↔ the device.store body, and the
// divisions a device can be placed in (pure).
import { DEVICE_STATUSES, DEVICE_TYPES, PROVIDERS, type TreeCompany } from '@contract/entities';
import type { Device, DeviceStoreBody } from '../../state/device';
import type { Option } from '../../ui/SelectField';

export const DEVICE_TEXT_FIELDS = ['deviceName', 'serialNumber', 'model', 'addressDetail'] as const;
type TextFieldName = (typeof DEVICE_TEXT_FIELDS)[number];

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export type Provider = (typeof PROVIDERS)[number];

export type DeviceFormValues = Record<TextFieldName, string> & {
  divisionIdx: number | null;
  deviceType: DeviceType;
  provider: Provider;
  /** Null on a new device: the server starts it OFFLINE until its first heartbeat. */
  status: DeviceStatus | null;
};

export function emptyDeviceForm(): DeviceFormValues {
  return {
    ...(Object.fromEntries(DEVICE_TEXT_FIELDS.map((f) => [f, ''])) as Record<TextFieldName, string>),
    divisionIdx: null,
    deviceType: 'AI_FRIDGE',
    provider: 'TC',
    status: null,
  };
}

export function deviceToForm(device: Device): DeviceFormValues {
  return {
    ...(Object.fromEntries(DEVICE_TEXT_FIELDS.map((f) => [f, device[f]])) as Record<TextFieldName, string>),
    divisionIdx: device.divisionIdx,
    deviceType: device.deviceType,
    provider: device.provider,
    status: device.status,
  };
}

/** Null when no division is picked (nothing can be sent). */
export function deviceFormToBody(values: DeviceFormValues, deviceIdx: number | null): DeviceStoreBody | null {
  if (values.divisionIdx === null) return null;
  const { divisionIdx, deviceType, provider, status, ...text } = values;
  return {
    ...(deviceIdx !== null ? { deviceIdx } : {}),
    divisionIdx,
    deviceType,
    provider,
    ...(status !== null ? { status } : {}),
    ...text,
  };
}

/** Every division of the tree as 'Company / Division'. */
export function divisionOptions(tree: readonly TreeCompany[]): Option<number>[] {
  return tree.flatMap((company) =>
    company.divisionList.map((division) => ({ value: division.divisionIdx, label: `${company.companyName} / ${division.divisionName}` })),
  );
}
