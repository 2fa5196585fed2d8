// Record look-ups every area shares: the record, if it exists (else NOT_FOUND) and lies in the
// caller's scope (else NOT_AUTHORIZED, and nothing is read or changed past this point).
import type { Company, Device, Division, Tray, User } from '../../../contract/index';
import { fail } from '../http/failure';
import type { RequestContext } from '../http/handler';

export function visibleCompany(ctx: RequestContext, companyIdx: number): Company {
  const company = ctx.repos.companies.get(companyIdx) ?? fail.notFound('company');
  ctx.scope.assertCompany(companyIdx);
  return company;
}

export function visibleDivision(ctx: RequestContext, divisionIdx: number): Division {
  const division = ctx.repos.divisions.get(divisionIdx) ?? fail.notFound('division');
  ctx.scope.assertDivision(divisionIdx);
  return division;
}

export function visibleUser(ctx: RequestContext, userIdx: number): User {
  const user = ctx.repos.users.get(userIdx) ?? fail.notFound('user');
  ctx.scope.assertUser(user);
  return user;
}

/** A device is in scope with its division. */
export function visibleDevice(ctx: RequestContext, deviceIdx: number): Device {
  const device = ctx.repos.devices.get(deviceIdx) ?? fail.notFound('device');
  ctx.scope.assertDivision(device.divisionIdx);
  return device;
}

/** A tray is in scope with its device. */
export function visibleTray(ctx: RequestContext, trayIdx: number): Tray {
  const tray = ctx.repos.trays.get(trayIdx) ?? fail.notFound('tray');
  visibleDevice(ctx, tray.deviceIdx);
  return tray;
}
