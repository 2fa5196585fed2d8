import { describe, expect, it } from 'vitest';
import { companyStoreBody } from '@contract';
import { companyToForm, emptyCompanyForm, formToBody } from '../../web/src/features/company/companyForm';
import { sampleCompany } from './support/mockBackend';

describe('company form ↔ store body', () => {
  it('a new company has no companyIdx and null provider when none is ticked', () => {
    const body = formToBody({ ...emptyCompanyForm(), companyName: 'New' }, null);
    expect(body).not.toHaveProperty('companyIdx');
    expect(body.provider).toBeNull();
    expect(companyStoreBody.safeParse(body).success).toBe(true);
  });

  it('an existing company keeps its idx and its provider codes round-trip', () => {
    const form = companyToForm(sampleCompany(4, { provider: 'zelotek,tc' }) as never);
    expect(form.providers).toEqual(['TC', 'ZELOTEK']);
    const body = formToBody(form, 4);
    expect(body).toMatchObject({ companyIdx: 4, provider: 'TC,ZELOTEK', companyName: 'Company 4' });
    expect(companyStoreBody.safeParse(body).success).toBe(true);
  });
});
