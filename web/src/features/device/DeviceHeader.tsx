// One device in a line above its screens: name, serial, status with connection, temperature, and
// (away from the device's own screen) a link to it.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Device } from './store';
import { DeviceStatusTag, TemperatureText } from '../../ui/DeviceTags';
import { devicePath } from './deviceTabs';

export function DeviceHeader({ device, link = false }: { device: Device; link?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex align-items-center flex-wrap gap-3" data-testid="device-header">
      <h2 className="text-xl m-0">{device.deviceName}</h2>
      <span className="text-600">{device.serialNumber}</span>
      <DeviceStatusTag status={device.status} online={device.online} />
      {device.temperature !== null && <TemperatureText value={device.temperature} />}
      <span className="text-600 text-sm">
        {device.companyName} / {device.divisionName}
      </span>
      {link && (
        <Link to={devicePath(device.deviceIdx)} className="text-sm">
          <i className="pi pi-external-link mr-1" aria-hidden="true" />
          {t('failNotice.openDevice')}
        </Link>
      )}
    </div>
  );
}
