// Record look-ups every area shares: the record, if it exists (else NOT_FOUND) and lies in the
// caller's scope (else NOT_AUTHORIZED, and nothing is read or changed past this point). A deleted
// (archived) company, division or device is not found, but by reads of history (`history`).
import type { Company, Device, Division, ProductMaster, Tray, User } from '../../../contract/index';
import type { EmployeeUid } from '../db/repositories/employee-uids';
import type { ProductOrder } from '../db/repositories/orders';
import type { Promotion } from '../db/repositories/promotions';
import type { ProductMappingRow } from '../db/repositories/stock';
import { fail } from '../failure';
import type { RequestContext } from '../http/handler';

export function visibleCompany(ctx: RequestContext, companyIdx: number, history = false): Company {
  const company = ctx.repos.companies.get(companyIdx, history) ?? fail.notFound('company');
  ctx.scope.assertCompany(companyIdx);
  return company;
}

export function visibleDivision(ctx: RequestContext, divisionIdx: number, history = false): Division {
  const division = ctx.repos.divisions.get(divisionIdx, history) ?? fail.notFound('division');
  ctx.scope.assertDivision(divisionIdx);
  return division;
}

export function visibleUser(ctx: RequestContext, userIdx: number): User {
  const user = ctx.repos.users.get(userIdx) ?? fail.notFound('user');
  ctx.scope.assertUser(user);
  return user;
}

/** A device is in scope with its division. */
export function visibleDevice(ctx: RequestContext, deviceIdx: number, history = false): Device {
  const device = ctx.repos.devices.get(deviceIdx, history) ?? fail.notFound('device');
  ctx.scope.assertDivision(device.divisionIdx);
  return device;
}

/** A tray is in scope with its device. */
export function visibleTray(ctx: RequestContext, trayIdx: number): Tray {
  const tray = ctx.repos.trays.get(trayIdx) ?? fail.notFound('tray');
  visibleDevice(ctx, tray.deviceIdx);
  return tray;
}

/** A product master record is in scope when it is shared or of a company in scope. */
export function visibleProduct(ctx: RequestContext, productIdx: number): ProductMaster {
  const product = ctx.repos.products.get(productIdx) ?? fail.notFound('product');
  if (product.companyIdx !== null) ctx.scope.assertCompany(product.companyIdx);
  return product;
}

/** A placed product (not removed) is in scope with its division; `history` also finds removed ones. */
export function visibleMapping(ctx: RequestContext, productMappingIdx: number, history = false): ProductMappingRow {
  const mapping = (history ? ctx.repos.stock.get(productMappingIdx) : ctx.repos.stock.getActive(productMappingIdx)) ?? fail.notFound('productMapping');
  ctx.scope.assertDivision(mapping.divisionIdx);
  return mapping;
}

/** An order is in scope with its division. */
export function visibleOrder(ctx: RequestContext, productOrderIdx: number): ProductOrder {
  const order = ctx.repos.orders.get(productOrderIdx) ?? fail.notFound('order');
  ctx.scope.assertDivision(order.divisionIdx);
  return order;
}

/**
 * A promotion is in scope with its company; a store owner sees only those that run in its stores
 * (company-wide, or in one of its divisions).
 */
export function visiblePromotion(ctx: RequestContext, promotionIdx: number): Promotion {
  const promotion = ctx.repos.promotions.get(promotionIdx, ctx.now) ?? fail.notFound('promotion');
  ctx.scope.assertCompany(promotion.companyIdx);
  if (promotion.divisionIdx !== null) ctx.scope.assertDivision(promotion.divisionIdx);
  return promotion;
}

/** An employee card in use is in scope with its division. */
export function visibleCard(ctx: RequestContext, employeeUidIdx: number): EmployeeUid {
  const card = ctx.repos.employeeUids.get(employeeUidIdx) ?? fail.notFound('employeeUid');
  ctx.scope.assertDivision(card.divisionIdx);
  return card;
}
