// The device a per-device screen is about (/…/:deviceIdx): its key and its record once loaded.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useDeviceStore, type DeviceDetail } from './store';

export function useDeviceOfRoute(): { deviceIdx: number | null; device: DeviceDetail | null } {
  const { deviceIdx: param = '' } = useParams();
  const parsed = Number(param);
  const deviceIdx = Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
  const detail = useDeviceStore((s) => s.detail);
  const fetchDetail = useDeviceStore((s) => s.fetchDetail);
  useEffect(() => {
    if (deviceIdx !== null) void fetchDetail(deviceIdx);
  }, [deviceIdx, fetchDetail]);
  return { deviceIdx, device: detail && detail.deviceIdx === deviceIdx ? detail : null };
}
