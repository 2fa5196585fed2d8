// Employee card form values ↔ the employeeUid store/update bodies (pure). A card UID is 8–20
// hexadecimal digits (what the readers send); the balance is not edited here — it follows the
// division's reset policy and the employee's purchases.
import type { EmployeeUid, EmployeeUidStoreBody, EmployeeUidUpdateBody } from './store';
import { paths } from '../../core/paths';

export const EMPLOYEE_UID_PATH = paths.employeeUid();
/** The point log of one card (its own entries only: the log's employee filter). */
export const pointLogOf = (employeeUidIdx: number) => `${paths.employeePointLog()}?employeeUidIdx=${employeeUidIdx}`;

export interface EmployeeUidFormValues {
  divisionIdx: number | null;
  uid: string;
  employeeName: string;
  employeeNo: string;
  enabled: boolean;
}

export function emptyEmployeeUidForm(): EmployeeUidFormValues {
  return { divisionIdx: null, uid: '', employeeName: '', employeeNo: '', enabled: true };
}

export function employeeUidToForm(card: EmployeeUid): EmployeeUidFormValues {
  return { divisionIdx: card.divisionIdx, uid: card.uid, employeeName: card.employeeName, employeeNo: card.employeeNo, enabled: card.enabled };
}

/** The body of a new card (no employeeUidIdx) or of a change; a form without a division is refused by the check (ui/form) before it is sent. */
export function employeeUidFormToBody(values: EmployeeUidFormValues, employeeUidIdx: number | null): EmployeeUidStoreBody | EmployeeUidUpdateBody {
  return {
    ...(employeeUidIdx !== null ? { employeeUidIdx } : {}),
    divisionIdx: values.divisionIdx as number,
    uid: values.uid.trim().toUpperCase(),
    employeeName: values.employeeName.trim(),
    employeeNo: values.employeeNo.trim(),
    enabled: values.enabled,
  };
}
