// Read-only view of one device: every field, status and temperature as the lists show them.
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useLanguage } from '../../i18n';
import type { Device } from './store';
import { enumLabel } from '../../ui/enumLabel';
import { FieldView } from '../../ui/FieldView';
import { formatCount, formatDate, fullAddress, providerLabel } from '../../ui/format';
import { DeviceStatusTag, TemperatureText } from '../../ui/DeviceTags';

export function DeviceView({ device }: { device: Device }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <FieldView
      testId="device-view"
      record={device}
      rows={[
        'deviceName',
        'serialNumber',
        ['deviceType', enumLabel(t, 'deviceType', device.deviceType)],
        ['provider', providerLabel(device.provider, lang)],
        'model',
        'firmwareVersion',
        ['status', <DeviceStatusTag status={device.status} online={device.online} />],
        ['signalDbm', device.signalDbm === null ? '' : t('device.signal', { dbm: device.signalDbm })],
        ['temperature', <TemperatureText value={device.temperature} />],
        ['openFaultCount', formatCount(device.openFaultCount)],
        'companyName',
        'divisionName',
        'zipCode',
        ['fullAddress', fullAddress(device.address, device.divisionAddressDetail, device.addressDetail)],
        ['trayCount', formatCount(device.trayCount)],
        ['reportAt', formatDate(device.reportAt, DATE_TIME_FORMAT)],
        ['createdDate', formatDate(device.createdDate, DATE_TIME_FORMAT)],
        ['updatedDate', formatDate(device.updatedDate, DATE_TIME_FORMAT)],
      ]}
    />
  );
}
