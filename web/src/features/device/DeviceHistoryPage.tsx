// The screen of one device's history (/…/:deviceIdx — its door-open sessions, its self-checks): the
// device's header, the auto-refresh switch, a failed read, the history's table and the way back to
// the fleet's list. Each history screen gives only its read and its table.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Message } from 'primereact/message';
import { useDeviceStore, type DeviceDetail } from './store';
import { AutoRefreshToggle } from '../../ui/AutoRefreshToggle';
import { BackToListButton } from '../../ui/DetailFrame';
import { listUrl } from '../../ui/list/listPlace';
import { useLiveFetch } from '../../ui/useLiveFetch';
import { DeviceHeader } from './DeviceHeader';
import { useDeviceOfRoute } from './useDeviceOfRoute';

interface Props {
  /** Names this history in the auto-refresh's key (one device's door opens, self-checks …). */
  kind: string;
  /** Reads the device's history into the device store. */
  read: (deviceIdx: number, options: { silent: boolean }) => Promise<{ ok: boolean }>;
  /** The fleet-wide list the back button returns to (in the place it was left). */
  listPath: string;
  /** The history's table, for the route's device (its record once loaded). */
  children: (route: { deviceIdx: number | null; device: DeviceDetail | null }) => ReactNode;
}

export function DeviceHistoryPage({ kind, read, listPath, children }: Props) {
  const navigate = useNavigate();
  const route = useDeviceOfRoute();
  const { deviceIdx, device } = route;
  const status = useDeviceStore((s) => s.status);
  const message = useDeviceStore((s) => s.message);
  const live = useLiveFetch(`${kind}:${deviceIdx}`, ({ silent }) => (deviceIdx === null ? Promise.resolve({ ok: false }) : read(deviceIdx, { silent })));
  return (
    <div className="flex flex-column gap-3">
      <div className="flex justify-content-between align-items-center flex-wrap gap-2">
        {device ? <DeviceHeader device={device} link /> : <span />}
        <AutoRefreshToggle failed={live.failed} />
      </div>
      {status === 'FAIL' && <Message severity="error" text={message} />}
      {children(route)}
      <div>
        <BackToListButton onClick={() => navigate(listUrl(listPath))} />
      </div>
    </div>
  );
}
