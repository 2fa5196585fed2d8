// The catalog: every endpoint, keyed by id. Adding an endpoint means adding it to an area file.
import type { ApiArea, EndpointDef } from './endpoint';
import { authEndpoints } from './endpoints/auth';
import { dashboardEndpoints } from './endpoints/dashboard';
import { companyEndpoints } from './endpoints/company';
import { userEndpoints } from './endpoints/user';
import { divisionEndpoints } from './endpoints/division';
import { deviceEndpoints } from './endpoints/device';
import { trayEndpoints } from './endpoints/tray';
import { productEndpoints } from './endpoints/product';
import { orderEndpoints } from './endpoints/order';
import { promotionEndpoints } from './endpoints/promotion';
import { trainingEndpoints } from './endpoints/training';
import { paymentEndpoints } from './endpoints/payment';
import { salesEndpoints } from './endpoints/sales';
import { statisticsEndpoints } from './endpoints/statistics';
import { employeePointLogEndpoints, employeeUidEndpoints } from './endpoints/employee';

/** Grouped by area, for typed access: `api.company.list`. */
export const api = {
  auth: authEndpoints,
  dashboard: dashboardEndpoints,
  company: companyEndpoints,
  user: userEndpoints,
  division: divisionEndpoints,
  device: deviceEndpoints,
  tray: trayEndpoints,
  product: productEndpoints,
  order: orderEndpoints,
  promotion: promotionEndpoints,
  training: trainingEndpoints,
  payment: paymentEndpoints,
  sales: salesEndpoints,
  statistics: statisticsEndpoints,
  employeeUid: employeeUidEndpoints,
  employeePointLog: employeePointLogEndpoints,
} as const;

/** What each area's calls are about (the OpenAPI document's tags). */
export const AREA_DESCRIPTIONS: Record<ApiArea, string> = {
  auth: 'Signing in and out, finding a forgotten user ID or password, and the company → division → device tree of the caller.',
  dashboard: 'The dashboard’s figures: the fleet, its faults and today’s sales in the caller’s scope.',
  company: 'Companies (the operators’ customers) that own divisions, devices, products and users.',
  user: 'Console users, their access level and scope, and their attached documents.',
  division: 'Divisions (stores), their Open API access, employee point reset policy and card time slots.',
  device: 'Devices (kiosks and smart fridges): registration, state, faults, self-checks and door openings.',
  tray: 'The trays of a device, where products are placed.',
  product: 'Product master records, products placed on devices and in warehouses, stock and its movements, product files.',
  order: 'Purchase orders of products, and their receipt into stock.',
  promotion: 'Promotions (rate, buy-n-get-m, amount off) of a product in a time and place.',
  training: 'AI product-recognition training state of each device’s products (internal staff only).',
  payment: 'Payments made at the devices, and their products.',
  sales: 'Sales figures by period, place and product.',
  statistics: 'Reports: sales count, amount and profit tables, revenue and AI reports.',
  employeeUid: 'Employee cards (UIDs) that open a division’s kiosks and carry points.',
  employeePointLog: 'The point history of employee cards: resets, purchases, refunds and manual changes.',
};

/** Every endpoint as a flat list. */
export const catalog: readonly EndpointDef[] = Object.values(api).flatMap((area) => Object.values(area) as EndpointDef[]);

/** API base path (spec §7). */
export const API_BASE = '/api/v1';

/**
 * The server's address from a URL given with or without the API base ('http://host:8080',
 * 'http://host:8080/api/v1/'): every call lives under /api/v1, so people write it either way.
 */
export function serverOrigin(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed.toLowerCase().endsWith(API_BASE) ? trimmed.slice(0, -API_BASE.length).replace(/\/+$/, '') : trimmed;
}

export function findEndpoint(method: string, path: string): EndpointDef | undefined {
  return catalog.find((e) => e.method === method && e.path === path);
}
