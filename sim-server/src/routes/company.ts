// Companies: list, info, create/update, delete. Create and delete are for ADMIN; a PARTNER may
// update its own company; everyone sees only their scope. A company is deleted once it has no
// divisions in use and no users; deleting archives it (its products, promotions and history stay).
import { PROVIDERS, api } from '../../../contract/index';
import { fail } from '../failure';
import { defineHandlers, reply } from '../http/handler';
import { visibleCompany } from './visible';

export const companyHandlers = defineHandlers(api.company, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.companies.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ params }, ctx) => reply.info(ctx, visibleCompany(ctx, params.companyIdx)),

  store: ({ body }, ctx) => {
    const { companyIdx, ...rest } = body;
    if (companyIdx === undefined) {
      ctx.scope.require('company', 'create');
    } else {
      visibleCompany(ctx, companyIdx);
      ctx.scope.require('company', 'update');
    }
    const fields = { ...rest, provider: normalizeProvider(rest.provider) };
    if (fields.businessNumber) {
      const holder = ctx.repos.companies.findByBusinessNumber(fields.businessNumber);
      if (holder !== undefined && holder !== companyIdx) fail.rejected('businessNumberTaken', { businessNumber: fields.businessNumber });
    }
    let saved = companyIdx;
    if (saved === undefined) saved = ctx.repos.companies.insert(fields, ctx.now);
    else ctx.repos.companies.update(saved, fields, ctx.now);
    return reply.saved(ctx, ctx.repos.companies.get(saved)!);
  },

  delete: ({ params }, ctx) => {
    ctx.scope.require('company', 'delete');
    const company = visibleCompany(ctx, params.companyIdx);
    const usage = ctx.repos.companies.usage(company.companyIdx);
    if (usage.divisions > 0) fail.rejected('companyHasDivisions', { count: usage.divisions });
    if (usage.users > 0) fail.rejected('companyHasUsers', { count: usage.users });
    ctx.repos.companies.archive(company.companyIdx, ctx.now);
    return reply.saved(ctx, undefined, 'companyArchived');
  },
});

/** 'zelotek,tc' → 'TC,ZELOTEK'; empty → null. */
function normalizeProvider(provider: string | null): string | null {
  const codes = new Set((provider ?? '').toUpperCase().split(','));
  const ordered = PROVIDERS.filter((code) => codes.has(code));
  return ordered.length ? ordered.join(',') : null;
}
