// Divisions: list, info, create/update, delete. ADMIN creates in any company, a PARTNER in its own;
// a MANAGER may update its own divisions but not create or delete; a division keeps its company
// and is deleted only once it has no devices in use and no stock of its own. Deleting archives it:
// its orders, cards, point logs and stock movements stay (migration 17).
import { api } from '../../../contract/index';
import { fail } from '../failure';
import { defineHandlers, reply } from '../http/handler';
import { visibleCompany, visibleDivision } from './visible';

export const divisionHandlers = defineHandlers(api.division, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.divisions.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ params }, ctx) => reply.info(ctx, visibleDivision(ctx, params.divisionIdx)),

  store: ({ body }, ctx) => {
    const { divisionIdx, ...fields } = body;
    let saved: number;
    if (divisionIdx === undefined) {
      ctx.scope.require('division', 'create');
      visibleCompany(ctx, fields.companyIdx);
      saved = ctx.repos.divisions.insert(fields, ctx.now);
    } else {
      const division = visibleDivision(ctx, divisionIdx);
      ctx.scope.require('division', 'update');
      // Moving a division would strand its managers and devices in another company.
      if (fields.companyIdx !== division.companyIdx) fail.rejected('divisionCompanyFixed');
      ctx.repos.divisions.update(divisionIdx, fields, ctx.now);
      saved = divisionIdx;
    }
    return reply.saved(ctx, ctx.repos.divisions.get(saved)!);
  },

  delete: ({ params }, ctx) => {
    ctx.scope.require('division', 'delete');
    const division = visibleDivision(ctx, params.divisionIdx);
    if (division.deviceCount > 0) fail.rejected('divisionHasDevices', { count: division.deviceCount });
    const units = ctx.repos.stock.unitsInDivision(division.divisionIdx);
    if (units > 0) fail.rejected('divisionHasStock', { count: units });
    // An order of a deleted division could never be received or canceled any more.
    const open = ctx.repos.orders.countOpen(division.divisionIdx);
    if (open > 0) fail.rejected('divisionHasOpenOrders', { count: open });
    ctx.repos.stock.removeAllOf('divisionIdx', division.divisionIdx, ctx.now);
    ctx.repos.employeeUids.softDeleteOfDivision(division.divisionIdx, ctx.now);
    ctx.repos.divisions.archive(division.divisionIdx, ctx.now);
    ctx.fleetChanged({ cards: true }); // its employee cards no longer open kiosks
    return reply.saved(ctx, undefined, 'divisionArchived');
  },
});
