import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse } from '../wire';
import { PROVIDERS, company } from '../entities';
import { anyCase, businessNumberText, emailText, phoneText } from '../formats';

/** One provider code in any case: the server stores and answers it in capitals. */
const providerCode = `(${PROVIDERS.map(anyCase).join('|')})`;

/** Create (no companyIdx) or update (with companyIdx). */
export const companyStoreBody = z
  .object({
    companyIdx: bodyIdx.optional(),
    companyName: text(100).min(1, 'required'),
    businessNumber: businessNumberText.default(''),
    ceoName: text(50).default(''),
    phone: phoneText.default(''),
    email: emailText.default(''),
    zipCode: text(10).default(''),
    address: text(200).default(''),
    addressDetail: text(200).default(''),
    /** 'TC', 'ZELOTEK', 'TC,ZELOTEK' or null. */
    provider: z
      .string()
      .trim()
      .regex(new RegExp(`^(${providerCode}(,${providerCode})?)?$`), 'providers')
      .nullable()
      .default(null),
    memo: text(1000).default(''),
  })
  .strict();
export type CompanyStoreBody = z.input<typeof companyStoreBody>;

export const companyEndpoints = {
  list: endpoint({
    id: 'company.list',
    area: 'company',
    method: 'POST',
    path: '/company/list',
    summary: 'Companies in the caller’s scope, newest first.',
    params: noParams,
    body: listQuery,
    response: listResponse(company),
  }),
  info: endpoint({
    id: 'company.info',
    area: 'company',
    method: 'GET',
    path: '/company/info/{companyIdx}',
    summary: 'One company.',
    params: z.object({ companyIdx: idx }),
    body: emptyBody,
    response: infoResponse(company),
  }),
  store: endpoint({
    id: 'company.store',
    area: 'company',
    method: 'POST',
    path: '/company/store',
    summary: 'Create a company (no companyIdx) or update one.',
    access: { area: 'company', actions: ['create', 'update'] },
    params: noParams,
    body: companyStoreBody,
    response: saveResponse(company),
  }),
  delete: endpoint({
    id: 'company.delete',
    area: 'company',
    method: 'GET',
    path: '/company/delete/{companyIdx}',
    summary: 'Delete a company that has no divisions in use and no users left (refused, naming how many, otherwise). It is archived: it leaves every list, its business number is free again; its products, promotions and sales history stay.',
    access: { area: 'company', actions: ['delete'] },
    params: z.object({ companyIdx: idx }),
    body: emptyBody,
    response: saveResponse(),
  }),
};
