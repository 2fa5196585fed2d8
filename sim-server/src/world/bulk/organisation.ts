// The organisation of a bulk world: companies of very different sizes, hundreds of stores and sites
// each, a warehouse per 150 stores, exactly `devices` kiosks with their trays, the product master,
// a handful of users (every password is hashed, so accounts stay few) and the divisions' employee
// settings. Names, people and addresses come from the seeded faker stream as in the demo world;
// the 10,000s of devices and trays from a fast stream of their own.
import type { Tray } from '../../../../contract/index';
import { toWireDateTime } from '../../clock';
import type { DeviceRow } from '../../db/repositories/devices';
import type { ProductRow } from '../../db/repositories/products';
import type { ResetPolicy } from '../../db/repositories/reset-policies';
import type { UidTime } from '../../db/repositories/uid-times';
import { createRandom, deriveSeed, type Random as FastRandom } from '../../fleet/random';
import { generateAttachments, type AttachmentRow } from '../attachments';
import { generateCompanyProducts, pictureCatalog } from '../catalog';
import { generateResetPolicies, generateUidTimes } from '../division-settings';
import { SILENCE, divisionRow, drawDeviceKind, drawDeviceMake, ean13, generateCompanies, generateProducts } from '../generate';
import type { CompanyRow } from '../../db/repositories/companies';
import type { DivisionRow } from '../../db/repositories/divisions';
import { REGIONS, SITE_WORDS } from '../korean-data';
import type { BulkPreset } from '../presets';
import { DAY, WORLD_REF_DATE_MS, wireToMs, type Random } from '../random';
import { generateUsers, type UserSeed } from '../users';

export type BulkSize = Omit<BulkPreset, 'kind'>;

export interface BulkOrganisation {
  companies: CompanyRow[];
  divisions: DivisionRow[];
  devices: DeviceRow[];
  trays: Tray[];
  /** How many product mappings each device's trays hold (index: deviceIdx − 1). */
  mappingsPerDevice: Int32Array;
  products: ProductRow[];
  users: UserSeed[];
  attachments: AttachmentRow[];
  resetPolicies: ResetPolicy[];
  uidTimes: UidTime[];
}

/** Stores and sites per warehouse. */
const STORES_PER_WAREHOUSE = 150;
/** About 20 store managers in a world of 4,000 stores: enough to sign in as one, few passwords to hash. */
const MANAGER_SHARE = 0.005;
/** Products on one tray. */
const PER_TRAY = [2, 4] as const;
const TRAYS = [2, 6] as const;

/** Splits `total` into whole parts proportional to `weights` (cumulative rounding: the parts add up exactly). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) throw new Error('apportion: weights must add up to more than 0');
  let cumulative = 0;
  let given = 0;
  return weights.map((w) => {
    cumulative += w;
    const upTo = Math.floor((cumulative / sum) * total + 1e-9);
    const part = upTo - given;
    given = upTo;
    return part;
  });
}

export function generateBulkOrganisation(r: Random, seed: number, size: BulkSize, warehouseMappings: (warehouses: number) => number): BulkOrganisation {
  const fast = createRandom(deriveSeed(seed, 'bulk', 'organisation'));
  const companies = generateCompanies(r, size);
  // The demo partner's company is a big customer; the others range from a tenth to twice its size.
  const budgets = apportion(size.devices, companies.map((c) => (c.companyIdx === 1 ? 2 : fast.between(0.2, 2))));
  const perDivision: number[] = [];
  const divisions = generateDivisions(r, fast, companies, budgets, size.historyDays, perDivision);
  const warehouses = divisions.filter((d) => d.divisionType === 'WAREHOUSE').length;
  const onDevices = size.productMappings - warehouseMappings(warehouses);
  if (onDevices < size.devices * PER_TRAY[0] * TRAYS[0] || onDevices > size.devices * PER_TRAY[1] * TRAYS[1]) {
    throw new Error(`a bulk world of ${size.devices} devices cannot hold ${onDevices} product mappings on its trays`);
  }
  const mappingsPerDevice = Int32Array.from(apportion(onDevices, Array.from({ length: size.devices }, () => 1)));
  const { devices, trays } = generateDevices(fast, companies, divisions, perDivision, mappingsPerDevice, size.historyDays);
  const users = generateUsers(r, { managerShare: MANAGER_SHARE }, companies, divisions);
  const attachments = generateAttachments(r, users);
  const resetPolicies = generateResetPolicies(r, divisions);
  const uidTimes = generateUidTimes(r, divisions);
  const shared = generateProducts(r);
  const products = pictureCatalog(r, [...shared, ...generateCompanyProducts(r, companies, shared.length, () => ean13(`880${r.digits(9)}`))]);
  return { companies, divisions, devices, trays, mappingsPerDevice, products, users, attachments, resetPolicies, uidTimes };
}

/** Stores and sites until each company's devices are placed (1–4 a division), then its warehouses. */
function generateDivisions(r: Random, fast: FastRandom, companies: CompanyRow[], budgets: number[], historyDays: number, perDivision: number[]): DivisionRow[] {
  const divisions: DivisionRow[] = [];
  const latest = WORLD_REF_DATE_MS - (historyDays + 32) * DAY;
  for (const company of companies) {
    const names = new Map<string, number>();
    const numbered = (base: string, suffix: string) => {
      const n = (names.get(base) ?? 0) + 1;
      names.set(base, n);
      return n === 1 ? `${base}${suffix}` : suffix === '점' ? `${base}${n}호점` : `${base} ${n}`;
    };
    const add = (type: DivisionRow['divisionType'], devices: number) => {
      const region = r.pick(REGIONS);
      const name =
        type === 'STORE' ? numbered(region.area, '점') : type === 'SITE' ? numbered(`${region.area} ${r.pick(SITE_WORDS)}`, '') : numbered(`${region.area} 물류센터`, '');
      divisions.push(divisionRow(r, divisions.length + 1, company, type, name, region, latest));
      perDivision.push(devices);
    };
    let left = budgets[company.companyIdx - 1]!;
    let stores = 0;
    while (left > 0) {
      const devices = Math.min(fast.int(1, 4), left);
      add(stores === 0 || fast.chance(0.65) ? 'STORE' : 'SITE', devices);
      left -= devices;
      stores++;
    }
    for (let n = 1 + Math.floor(stores / STORES_PER_WAREHOUSE); n > 0; n--) add('WAREHOUSE', 0);
  }
  return divisions;
}

function generateDevices(
  f: FastRandom, companies: CompanyRow[], divisions: DivisionRow[], perDivision: number[], mappingsPerDevice: Int32Array, historyDays: number,
): { devices: DeviceRow[]; trays: Tray[] } {
  const devices: DeviceRow[] = [];
  const trays: Tray[] = [];
  let serial = f.int(100, 400);
  const latest = WORLD_REF_DATE_MS - (historyDays + 2) * DAY;
  divisions.forEach((division, i) => {
    const companyProvider = companies[division.companyIdx - 1]!.provider;
    for (let n = 1; n <= perDivision[i]!; n++) {
      const kind = drawDeviceKind(f, companyProvider);
      const { deviceType, status } = kind;
      const createdMs = Math.floor(f.between(wireToMs(division.createdDate), latest) / 1000) * 1000;
      const created = toWireDateTime(createdMs);
      const deviceIdx = devices.length + 1;
      const silent = status === 'OFFLINE' || status === 'MAINTENANCE';
      devices.push({
        deviceIdx,
        divisionIdx: division.divisionIdx,
        ...drawDeviceMake(f, kind, n, created, serial++),
        reportAt: toWireDateTime(WORLD_REF_DATE_MS - f.int(SILENCE[status][0] / 1000, SILENCE[status][1] / 1000) * 1000),
        signalDbm: f.int(-85, -60),
        online: silent ? 0 : 1,
        createdDate: created,
        updatedDate: toWireDateTime(Math.floor(f.between(createdMs, WORLD_REF_DATE_MS) / 1000) * 1000),
      });
      // Enough trays for the device's products, 2–4 on each.
      const mappings = mappingsPerDevice[deviceIdx - 1]!;
      const trayCount = Math.min(TRAYS[1], Math.max(TRAYS[0], Math.ceil(mappings / 3), Math.ceil(mappings / PER_TRAY[1])));
      const setTemperature = deviceType === 'KIOSK' ? null : f.pick([3, 3.5, 4]);
      for (let trayNo = 1; trayNo <= trayCount; trayNo++) {
        trays.push({
          trayIdx: trays.length + 1,
          deviceIdx,
          trayNo,
          trayName: `${trayNo}단`,
          setTemperature,
          maxCapacity: f.pick([8, 10, 12, 15, 20]),
          createdDate: created,
          updatedDate: created,
        });
      }
    }
  });
  return { devices, trays };
}

/** How many products each of a device's trays holds: 2–4 each, adding up to the device's mappings. */
export function productsPerTray(mappings: number, trays: number): number[] {
  const counts = Array.from({ length: trays }, () => PER_TRAY[0]);
  let left = mappings - trays * PER_TRAY[0];
  for (let i = 0; left > 0; i = (i + 1) % trays) {
    if (counts[i]! < PER_TRAY[1]) {
      counts[i]!++;
      left--;
    }
  }
  return counts;
}
