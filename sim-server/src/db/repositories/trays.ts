// Trays (refrigerator shelves) of a device. Tray numbers are unique per device.
import type { Tray } from '../../../../contract/index';
import type { Db } from '../open';
import { Where, insertRow, listPage, updateRow } from '../sql';

/** What a caller writes. */
export type TrayFields = Pick<Tray, 'trayNo' | 'trayName' | 'setTemperature' | 'maxCapacity'>;

export function trayRepository(db: Db) {
  return {
    /** A device's trays by tray number. */
    ofDevice(deviceIdx: number): Tray[] {
      return db.prepare('SELECT * FROM trays WHERE deviceIdx = ? ORDER BY trayNo, trayIdx').all(deviceIdx) as Tray[];
    },
    /** The first page of a device's trays by tray number, and how many it has (the list call). */
    pageOfDevice(deviceIdx: number): { list: Tray[]; totalCount: number } {
      return listPage<Tray>(db, 'SELECT * FROM trays', new Where().add('deviceIdx = ?', deviceIdx), 'trayNo, trayIdx', {});
    },
    /** Every tray (or those of these devices), device by device (the fleet reads the cabinets at start). */
    all(deviceIdxs?: readonly number[]): Tray[] {
      const where = new Where().in('deviceIdx', deviceIdxs ?? null);
      return db.prepare(`SELECT * FROM trays ${where} ORDER BY deviceIdx, trayNo`).all(...where.params) as Tray[];
    },
    get(trayIdx: number): Tray | undefined {
      return db.prepare('SELECT * FROM trays WHERE trayIdx = ?').get(trayIdx) as Tray | undefined;
    },
    insert(deviceIdx: number, fields: TrayFields, now: string): number {
      return insertRow(db, 'trays', { deviceIdx, ...fields, createdDate: now, updatedDate: now });
    },
    update(trayIdx: number, fields: TrayFields, now: string): void {
      updateRow(db, 'trays', 'trayIdx', trayIdx, { ...fields, updatedDate: now });
    },
    /**
     * Moves the numbers of these trays out of the way (to -trayIdx), so a set of trays can swap
     * numbers without meeting the (deviceIdx, trayNo) uniqueness half-way.
     */
    setNumbersAside(trayIdxs: readonly number[]): void {
      const where = new Where().in('trayIdx', trayIdxs);
      db.prepare(`UPDATE trays SET trayNo = -trayIdx ${where}`).run(...where.params);
    },
    /** Products on them stay with the device, off display (product_mappings.trayIdx becomes null). */
    delete(trayIdxs: readonly number[]): void {
      const where = new Where().in('trayIdx', trayIdxs);
      db.prepare(`DELETE FROM trays ${where}`).run(...where.params);
    },
  };
}
export type TrayRepository = ReturnType<typeof trayRepository>;
