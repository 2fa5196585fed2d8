// Company form values ↔ the company.store body (pure, so it is tested without a screen).
import type { CompanyStoreBody } from '@contract/endpoints/company';
import type { Company } from '@contract/entities';
import { joinProviderCodes, providerCodes } from '../../ui/format';

export const TEXT_FIELDS = ['companyName', 'businessNumber', 'ceoName', 'phone', 'email', 'zipCode', 'address', 'addressDetail', 'memo'] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export type CompanyFormValues = Record<TextFieldName, string> & { providers: string[] };

export function emptyCompanyForm(): CompanyFormValues {
  return { ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextFieldName, string>), providers: [] };
}

export function companyToForm(company: Company): CompanyFormValues {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, company[f] ?? ''])) as Record<TextFieldName, string>),
    providers: providerCodes(company.provider),
  };
}

/** No companyIdx creates a company; with one, it updates it. */
export function formToBody(values: CompanyFormValues, companyIdx: number | null): CompanyStoreBody {
  const { providers, ...text } = values;
  return {
    ...(companyIdx !== null ? { companyIdx } : {}),
    ...text,
    provider: joinProviderCodes(providers),
  };
}
