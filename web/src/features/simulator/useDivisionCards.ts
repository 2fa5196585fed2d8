// The employee cards that may open the picked kiosk: the enabled cards of its division, so the
// cockpit can run a card session (an employee tapping a card, paid with welfare points). The
// division comes from the device's own record (read once per kiosk), the cards from the employee
// UID list filtered by that division, read again after every action (a purchase spends points).
// A failure leaves the list empty and the door still opens with a card the fleet picks.
import { useEffect, useState } from 'react';
import { api } from '@contract/api-routes';
import type { ResponseOf } from '@contract/endpoint';
import { callEndpoint, callEveryPage } from '../../api/call';

export type DivisionCard = ResponseOf<typeof api.employeeUid.list>['data']['list'][number];

/** `deviceIdx` null (no kiosk, or not a POINT session): no cards and no calls. */
export function useDivisionCards(deviceIdx: number | null, refreshKey: unknown): DivisionCard[] {
  const [division, setDivision] = useState<{ deviceIdx: number; divisionIdx: number | null } | null>(null);
  const [cards, setCards] = useState<DivisionCard[]>([]);

  const known = division !== null && division.deviceIdx === deviceIdx;
  useEffect(() => {
    if (deviceIdx === null || known) return;
    let current = true;
    void callEndpoint(api.device.info, { params: { deviceIdx } }, { loading: false }).then((outcome) => {
      if (current) setDivision({ deviceIdx, divisionIdx: outcome.ok ? outcome.response.data.divisionIdx : null });
    });
    return () => {
      current = false;
    };
  }, [deviceIdx, known]);

  const divisionIdx = known ? division.divisionIdx : null;
  useEffect(() => {
    if (divisionIdx === null) return setCards([]);
    let current = true;
    void callEveryPage(api.employeeUid.list, { body: { divisionIdx } }, { loading: false }).then((outcome) => {
      if (current) setCards(outcome.ok ? outcome.response.data.list.filter((card) => card.enabled && card.divisionIdx === divisionIdx) : []);
    });
    return () => {
      current = false;
    };
  }, [divisionIdx, refreshKey]);

  return divisionIdx === null ? [] : cards;
}
