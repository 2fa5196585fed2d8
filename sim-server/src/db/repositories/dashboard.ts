// The dashboard's figures in one read: the counts and the newest rows it shows, in a scope. Read on
// the report thread (db/report-thread.ts): in the large world they take tens of milliseconds, which
// the server's thread, refreshed every 10 s by every open console, should not hold.
import type { Language } from '../../../../contract/index';
import type { Db } from '../open';
import type { ScopeFilter } from '../sql';
import { companyRepository } from './companies';
import { deviceRepository } from './devices';
import { divisionRepository } from './divisions';
import { doorOpenRepository } from './door-opens';
import { faultRepository } from './faults';
import { paymentRepository } from './payments';
import { stockRepository } from './stock';
import { temperatureRepository } from './temperatures';

/** What the dashboard counts: the day (YYYY-MM-DD, KST), the last expiry day counted as soon, the limits, how many newest rows. */
export interface DashboardAsk {
  today: string;
  expiringBy: string;
  lowStock: number;
  temperatureAlertC: number;
  recent: number;
  lang: Language;
}

/** The dashboard only counts stock: it shelves nothing, so nothing is told of shelving. */
const noShelving = () => undefined;

export function dashboardRepository(db: Db) {
  const [companies, divisions, devices, faults, payments, stock, temperatures, doorOpens] = [
    companyRepository(db), divisionRepository(db), deviceRepository(db), faultRepository(db), paymentRepository(db), stockRepository(db, noShelving),
    temperatureRepository(db), doorOpenRepository(db),
  ];
  return {
    dashboard(scope: ScopeFilter, ask: DashboardAsk) {
      return {
        companyCount: companies.count(scope),
        divisionCount: divisions.count(scope),
        devices: devices.countByStatus(scope),
        connectedDeviceCount: devices.countConnected(scope),
        faults: faults.countUnresolved(scope),
        payments: payments.approvedTotals(scope, ask.today),
        uncountable: payments.uncountableOn(scope, ask.today),
        lowStockCount: stock.countLow(scope, ask.lowStock),
        temperatureAlertCount: temperatures.countAbove(scope, ask.temperatureAlertC),
        expiringSoonCount: stock.countExpiring(scope, ask.today, ask.expiringBy),
        salesByHour: payments.approvedByHour(scope, ask.today),
        recentFaults: faults.recent(scope, ask.recent, ask.lang),
        recentDoorOpens: doorOpens.newest(scope, ask.recent),
      };
    },
  };
}
