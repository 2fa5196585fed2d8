// Device form values ↔ the device.store body (pure).
import { DEVICE_STATUSES, DEVICE_TYPES, PROVIDERS } from '@contract/entities';
import type { Device, DeviceStoreBody } from './store';

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

/** The body; without a division it is refused by the form's check (ui/form) before it is sent. */
export function deviceFormToBody(values: DeviceFormValues, deviceIdx: number | null): DeviceStoreBody {
  const { divisionIdx, deviceType, provider, status, ...text } = values;
  return {
    ...(deviceIdx !== null ? { deviceIdx } : {}),
    divisionIdx: divisionIdx as number,
    deviceType,
    provider,
    ...(status !== null ? { status } : {}),
    ...text,
  };
}
