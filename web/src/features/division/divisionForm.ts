// Division form values ↔ the division.store body (pure).
import { DIVISION_TYPES, type Division } from '@contract/entities';
import type { DivisionStoreBody } from './store';

export const DIVISION_TEXT_FIELDS = ['divisionName', 'phone', 'managerName', 'zipCode', 'address', 'addressDetail'] as const;
type TextFieldName = (typeof DIVISION_TEXT_FIELDS)[number];

export type DivisionType = (typeof DIVISION_TYPES)[number];
export type DivisionFormValues = Record<TextFieldName, string> & { companyIdx: number | null; divisionType: DivisionType };

export function emptyDivisionForm(companyIdx: number | null): DivisionFormValues {
  return {
    ...(Object.fromEntries(DIVISION_TEXT_FIELDS.map((f) => [f, ''])) as Record<TextFieldName, string>),
    companyIdx,
    divisionType: 'STORE',
  };
}

export function divisionToForm(division: Division): DivisionFormValues {
  return {
    ...(Object.fromEntries(DIVISION_TEXT_FIELDS.map((f) => [f, division[f]])) as Record<TextFieldName, string>),
    companyIdx: division.companyIdx,
    divisionType: division.divisionType,
  };
}

/** The body; without a company it is refused by the form's check (ui/form) before it is sent. */
export function divisionFormToBody(values: DivisionFormValues, divisionIdx: number | null): DivisionStoreBody {
  const { companyIdx, divisionType, ...text } = values;
  return { ...(divisionIdx !== null ? { divisionIdx } : {}), companyIdx: companyIdx as number, divisionType, ...text };
}
