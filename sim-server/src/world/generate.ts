// The deterministic world: every choice comes from one seeded random source with a fixed
// reference date, so the same seed and preset always give the same rows, byte for byte.
import type { Tray } from '../../../contract/index';
import { toWireDateTime } from '../clock';
import type { CompanyRow } from '../db/repositories/companies';
import type { DeviceRow } from '../db/repositories/devices';
import type { DivisionRow } from '../db/repositories/divisions';
import type { OrderLineRow, OrderRow } from '../db/repositories/orders';
import type { ProductRow } from '../db/repositories/products';
import type { ResetPolicy } from '../db/repositories/reset-policies';
import type { UidTime } from '../db/repositories/uid-times';
import { deriveSeed } from '../fleet/random';
import {
  BUILDING_SUFFIXES, COMPANY_STEMS, COMPANY_WORDS, DEVICE_SPOTS, MANUFACTURERS, PRODUCTS, REGIONS, SITE_WORDS, type Region,
} from './korean-data';
import { PRESETS, type DetailedPresetName, type Preset } from './presets';
import { DAY, HOUR, MINUTE, WORLD_REF_DATE_MS, seededRandom, wireToMs, type Random } from './random';
import { generateUsers, type UserSeed } from './users';
import { generateAttachments, type AttachmentRow } from './attachments';
import { generateResetPolicies, generateUidTimes } from './division-settings';
import { generateFleetHistory, type FleetHistory } from './fleet-history';
import { generateCompanyProducts, pictureCatalog } from './catalog';
import { generateOrders } from './orders';
import { StockBook } from './stock-book';
import { generateTraining, type TrainingSeed } from './training';

/** Rows exactly as stored (keys included), so the seeder writes them as they are. */
export interface World extends Omit<FleetHistory, 'devices'>, TrainingSeed {
  seed: number;
  preset: DetailedPresetName;
  companies: CompanyRow[];
  divisions: DivisionRow[];
  devices: DeviceRow[];
  trays: Tray[];
  products: ProductRow[];
  users: UserSeed[];
  attachments: AttachmentRow[];
  resetPolicies: ResetPolicy[];
  uidTimes: UidTime[];
  orders: OrderRow[];
  orderLines: OrderLineRow[];
}

export function generateWorld(seed: number, presetName: DetailedPresetName = 'demo'): World {
  const preset: Preset = PRESETS[presetName];
  const r = seededRandom(seed);
  const companies = generateCompanies(r, preset);
  const divisions = generateDivisions(r, preset, companies);
  const { devices, trays } = generateDevices(r, preset, companies, divisions);
  const products = generateProducts(r);
  const users = generateUsers(r, preset, companies, divisions);
  // Drawn after everything above, so adding them left the older rows of every seed unchanged.
  const attachments = generateAttachments(r, users);
  const resetPolicies = generateResetPolicies(r, divisions);
  const uidTimes = generateUidTimes(r, divisions);
  // Before the history, so the demo company's van loads at its warehouse too.
  addDemoWarehouse(r, companies, divisions);
  const fleet = generateFleetHistory(r, devices, trays, divisions, products, { seed, resetPolicies, uidTimes, story: presetName === 'demo' });
  // Products, stock and orders (issue 5), drawn last for the same reason.
  const catalog = pictureCatalog(r, [...products, ...generateCompanyProducts(r, companies, products.length, () => ean13(`880${r.digits(9)}`))]);
  const book = new StockBook(fleet.productMappings, fleet.productTransactions);
  const { orders, orderLines } = generateOrders(r, book, divisions, catalog, users);
  book.inTimeOrder(); // orders received into warehouses the vans drew on during the history

  // Product training (issue 7) on a stream of its own, so everything above stays as it was.
  const training = generateTraining(seededRandom(deriveSeed(seed, 'training')), devices, divisions, fleet.productMappings);
  return { seed, preset: presetName, companies, divisions, trays, products: catalog, users, attachments, resetPolicies, uidTimes, ...fleet, orders, orderLines, ...training };
}

/** Providers cover every combination; the first company (the demo partner's) has both. */
export function generateCompanies(r: Random, preset: Pick<Preset, 'companies'>): CompanyRow[] {
  const stems = r.f.helpers.shuffle([...COMPANY_STEMS]);
  const providers = ['TC,ZELOTEK', ...r.f.helpers.shuffle(['TC', 'ZELOTEK', null, 'TC', 'ZELOTEK', 'TC,ZELOTEK', null])];
  const businessNumbers = new Set<string>();
  const companies: CompanyRow[] = [];
  for (let i = 0; i < preset.companies; i++) {
    const stem = stems[i % stems.length]!;
    const word = r.pick(COMPANY_WORDS);
    const corporate = r.f.datatype.boolean(0.7);
    const region = r.pick(REGIONS);
    let businessNumber = `${r.int(101, 899)}-${r.int(10, 99)}-${r.digits(5)}`;
    while (businessNumbers.has(businessNumber)) businessNumber = `${r.int(101, 899)}-${r.int(10, 99)}-${r.digits(5)}`;
    businessNumbers.add(businessNumber);
    companies.push({
      companyIdx: i + 1,
      companyName: corporate ? `(주)${stem.ko}${word}` : `${stem.ko}${word}`,
      businessNumber,
      ceoName: r.personName(),
      phone: r.landline(region),
      email: `contact@${stem.en}${i + 1}.example`,
      ...r.address(region),
      addressDetail: `${region.area}${r.pick(BUILDING_SUFFIXES)} ${r.int(2, 15)}층`,
      provider: providers[i % providers.length] ?? null,
      memo: '',
      ...r.stamps(WORLD_REF_DATE_MS - 730 * DAY, WORLD_REF_DATE_MS - 90 * DAY),
    });
  }
  return companies;
}

/** The first division is always a store; the first company has at least 3, two of them stores. */
function generateDivisions(r: Random, preset: Preset, companies: CompanyRow[]): DivisionRow[] {
  const divisions: DivisionRow[] = [];
  for (const company of companies) {
    const first = company.companyIdx === 1;
    const count = first ? Math.max(3, r.int(...preset.divisionsPerCompany)) : r.int(...preset.divisionsPerCompany);
    r.f.helpers.arrayElements(REGIONS, count).forEach((region, n) => {
      const type =
        n === 0 || (first && n === 1)
          ? 'STORE'
          : r.f.helpers.weightedArrayElement([
              { weight: 55, value: 'STORE' as const },
              { weight: 30, value: 'SITE' as const },
              { weight: 15, value: 'WAREHOUSE' as const },
            ]);
      const name = type === 'STORE' ? `${region.area}점` : type === 'SITE' ? `${region.area} ${r.pick(SITE_WORDS)}` : `${region.area} 물류센터`;
      divisions.push(divisionRow(r, divisions.length + 1, company, type, name, region, WORLD_REF_DATE_MS - 30 * DAY));
    });
  }
  return divisions;
}

/**
 * A division of `company` in `region`: its phone, manager, address and stamps (created by
 * `latestMs`), drawn in this order, the bulk world's as the demo world's.
 */
export function divisionRow(
  r: Random, divisionIdx: number, company: CompanyRow, type: DivisionRow['divisionType'], name: string, region: Region, latestMs: number,
): DivisionRow {
  return {
    divisionIdx,
    companyIdx: company.companyIdx,
    divisionName: name,
    divisionType: type,
    phone: r.landline(region),
    managerName: r.personName(),
    ...r.address(region),
    addressDetail: type === 'WAREHOUSE' ? `${r.int(1, 3)}동 ${r.int(1, 20)}호` : buildingDetail(r, region.area),
    ...r.stamps(wireToMs(company.createdDate), latestMs),
  };
}

/**
 * A store's or site's address detail: the building only ('광교빌딩'), as each device's spot names its
 * own floor and place ('B1 엘리베이터 앞'). A floor was once drawn here too; it is still drawn and
 * dropped, so every row drawn after keeps its values.
 */
export function buildingDetail(r: Random, area: string): string {
  const building = `${area}${r.pick(BUILDING_SUFFIXES)}`;
  r.pick(['1층', '2층', 'B1', '로비']);
  return building;
}

/** The demo company keeps a warehouse (a logistics centre), so its partner has one to run. */
function addDemoWarehouse(r: Random, companies: CompanyRow[], divisions: DivisionRow[]): void {
  if (divisions.some((d) => d.companyIdx === 1 && d.divisionType === 'WAREHOUSE')) return;
  const used = new Set(divisions.filter((d) => d.companyIdx === 1).map((d) => d.divisionName.replace(/점$/, '')));
  const region = r.pick(REGIONS.filter((g) => !used.has(g.area)));
  divisions.push(divisionRow(r, divisions.length + 1, companies[0]!, 'WAREHOUSE', `${region.area} 물류센터`, region, WORLD_REF_DATE_MS - 30 * DAY));
}

export const MODELS = {
  TC: { AI_FRIDGE: ['TC-AF500', 'TC-AF700', 'TC-AF900D'], VENDING: ['TC-VM300', 'TC-VM450'], KIOSK: ['TC-K100'] },
  ZELOTEK: { AI_FRIDGE: ['ZK-F600'], VENDING: ['ZK-V500', 'ZK-V520'], KIOSK: ['ZK-K210', 'ZK-K320', 'ZK-K320S'] },
} as const;
export const TYPE_CODES = { AI_FRIDGE: 'AIF', VENDING: 'VND', KIOSK: 'KSK' } as const;
export const TYPE_NAMES = { AI_FRIDGE: 'AI 냉장고', VENDING: '자판기', KIOSK: '키오스크' } as const;
/** How long ago a device in each status last reported. */
export const SILENCE = { ONLINE: [0, 5 * MINUTE], OFFLINE: [2 * HOUR, 48 * HOUR], FAULT: [0, 30 * MINUTE], MAINTENANCE: [HOUR, 6 * HOUR] } as const;

/** 1–4 devices in every store and site (warehouses hold stock, not devices), 3–6 trays each. */
function generateDevices(r: Random, preset: Preset, companies: CompanyRow[], divisions: DivisionRow[]) {
  const devices: DeviceRow[] = [];
  const trays: Tray[] = [];
  let serial = r.int(100, 400);
  const draws: DeviceDraws = { int: r.int, pick: r.pick, weighted: (items) => r.f.helpers.weightedArrayElement(items) };
  for (const division of divisions) {
    if (division.divisionType === 'WAREHOUSE') continue;
    const companyProvider = companies[division.companyIdx - 1]!.provider;
    const count = r.int(...preset.devicesPerDivision);
    for (let n = 1; n <= count; n++) {
      const kind = drawDeviceKind(draws, companyProvider);
      const { deviceType, status } = kind;
      const t = r.stamps(wireToMs(division.createdDate), WORLD_REF_DATE_MS - 7 * DAY);
      const deviceIdx = devices.length + 1;
      devices.push({
        deviceIdx,
        divisionIdx: division.divisionIdx,
        ...drawDeviceMake(draws, kind, n, t.createdDate, serial++),
        reportAt: toWireDateTime(WORLD_REF_DATE_MS - r.int(SILENCE[status][0], SILENCE[status][1])),
        signalDbm: null, // the last heartbeat's, drawn with the fleet's history
        online: 0,
        ...t,
      });
      const trayCount = r.int(...preset.traysPerDevice);
      for (let trayNo = 1; trayNo <= trayCount; trayNo++) {
        trays.push({
          trayIdx: trays.length + 1,
          deviceIdx,
          trayNo,
          trayName: `${trayNo}단`,
          // Fridges and vending machines keep chilled goods at 3–4 °C; kiosk shelves are ambient.
          setTemperature: deviceType === 'KIOSK' ? null : r.pick([3, 3.5, 4]),
          // Fridges and vending machines hold more of each product than a kiosk's ambient shelf.
          maxCapacity: r.pick(deviceType === 'KIOSK' ? [12, 15, 20, 24, 30] : [16, 20, 24, 30, 36]),
          createdDate: t.createdDate,
          updatedDate: t.createdDate,
        });
      }
    }
  }
  return { devices, trays };
}

/** What drawing a device takes of a random source: the demo world's (faker) or the bulk world's (fleet/random). */
export interface DeviceDraws {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: { weight: number; value: T }[]): T;
}

type Provider = keyof typeof MODELS;
type DeviceKind = { provider: Provider; deviceType: keyof (typeof MODELS)[Provider] & keyof typeof TYPE_NAMES; status: keyof typeof SILENCE };

/** A device's maker, type and state. TC makes the AI fridges ('AI장비'), ZELOTEK the kiosks ('키오스크'); both sell vending machines. */
export function drawDeviceKind(d: DeviceDraws, companyProvider: string | null): DeviceKind {
  const provider = companyProvider === 'TC' || companyProvider === 'ZELOTEK' ? companyProvider : d.pick(['TC', 'ZELOTEK'] as const);
  const deviceType =
    provider === 'TC'
      ? d.weighted([{ weight: 8, value: 'AI_FRIDGE' as const }, { weight: 2, value: 'VENDING' as const }])
      : d.weighted([{ weight: 7, value: 'KIOSK' as const }, { weight: 3, value: 'VENDING' as const }]);
  const status = d.weighted([
    { weight: 80, value: 'ONLINE' as const },
    { weight: 8, value: 'OFFLINE' as const },
    { weight: 7, value: 'FAULT' as const },
    { weight: 5, value: 'MAINTENANCE' as const },
  ]);
  return { provider, deviceType, status };
}

/** The `n`-th device of its division as its maker names and builds it: name, serial, model, firmware, and its spot. */
export function drawDeviceMake(d: DeviceDraws, { provider, deviceType, status }: DeviceKind, n: number, createdDate: string, serial: number) {
  return {
    deviceName: `${TYPE_NAMES[deviceType]} ${n}호기`,
    serialNumber: `${provider === 'TC' ? 'TC' : 'ZT'}-${TYPE_CODES[deviceType]}-${createdDate.slice(0, 4)}-${String(serial).padStart(6, '0')}`,
    deviceType,
    provider,
    model: d.pick(MODELS[provider][deviceType]),
    firmwareVersion: `${d.int(1, 3)}.${d.int(0, 9)}.${d.int(0, 20)}`,
    status,
    addressDetail: d.pick(DEVICE_SPOTS),
  };
}

/** The shared catalog (companyIdx null), kept by internal master-data staff. */
export function generateProducts(r: Random): ProductRow[] {
  return PRODUCTS.map((p, i) => ({
    productIdx: i + 1,
    companyIdx: null,
    productName: p.name,
    barcode: ean13(`880${r.digits(9)}`),
    category: p.category,
    manufacturer: r.pick(MANUFACTURERS),
    price: p.price,
    cost: Math.round((p.price * r.int(55, 75)) / 100 / 10) * 10,
    shelfLifeDays: p.shelfLifeDays,
    imgFullPath: null,
    ...r.stamps(WORLD_REF_DATE_MS - 400 * DAY, WORLD_REF_DATE_MS - 10 * DAY),
  }));
}

/** 12 digits plus the EAN-13 check digit. */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}
