// @vitest-environment node
// The event feed keeps a ring per company beside the world's: a busy company does not push a quiet
// one's lines out, a company's page reads its own ring, and every page comes in number order.
import { describe, expect, it } from 'vitest';
import { EventFeed, type FeedDraft } from '../../../sim-server/src/fleet-runtime/event-feed';
import { InjectedFaults } from '../../../sim-server/src/control/injected-faults';

const AT = Date.parse('2026-11-21T12:00:00+09:00');
/** Kiosks 1–9 belong to company 1, 10–19 to company 2; 99 is unknown. */
const companyOf = (deviceIdx: number) => (deviceIdx === 99 ? null : deviceIdx < 10 ? 1 : 2);
const draft = (deviceIdx: number | null, text: string, deviceIdxs?: number[]): FeedDraft => ({
  at: AT, type: 'TEST', deviceIdx, deviceName: null, text: { ko: text, en: text }, ...(deviceIdxs ? { deviceIdxs } : {}),
});
const texts = (page: { list: { text: { en: string } }[] }) => page.list.map((e) => e.text.en);

describe('the event feed per company', () => {
  it('keeps a quiet company’s lines while another company fills its own ring', () => {
    const feed = new EventFeed(companyOf, 5);
    feed.push([draft(3, 'quiet'), draft(null, 'clock')]);
    feed.push(Array.from({ length: 20 }, (_, i) => draft(12, `busy ${i}`)));
    expect(texts(feed.since(0, [1]))).toEqual(['quiet']);
    expect(texts(feed.since(0, [2]))).toEqual(['busy 15', 'busy 16', 'busy 17', 'busy 18', 'busy 19']);
    // Every ring merged by number, the newest five: the world's page as one ring of five would be.
    expect(texts(feed.since(0, null))).toEqual(['busy 15', 'busy 16', 'busy 17', 'busy 18', 'busy 19']);
    expect(feed.since(0, [1]).lastSeq).toBe(22);
    expect(texts(feed.since(20, null))).toEqual(['busy 18', 'busy 19']);
    expect(texts(feed.since(0, [3]))).toEqual([]);
  });

  it('files a line about several kiosks under their company when they share one, else under the world', () => {
    const feed = new EventFeed(companyOf);
    feed.push([draft(null, 'rush at company 2', [11, 12]), draft(null, 'outage everywhere', [2, 11]), draft(99, 'unknown kiosk'), draft(4, 'company 1')]);
    expect(texts(feed.since(0, [2]))).toEqual(['rush at company 2']);
    expect(texts(feed.since(0, [1]))).toEqual(['company 1']);
    expect(texts(feed.since(0, null))).toEqual(['rush at company 2', 'outage everywhere', 'unknown kiosk', 'company 1']);
    expect(feed.since(0, null).list.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(feed.since(0, null).list.every((e) => !('deviceIdxs' in e))).toBe(true);
  });
});

describe('injected faults aimed at a user', () => {
  it('are listed with the user for ADMIN and as aimed at the user for that user only, and clearForUser ends them', () => {
    const faults = new InjectedFaults(() => AT);
    const admin = { token: 'admin-token', userIdx: 1, userId: 'admin', isAdmin: true };
    const aimed = { kind: 'error', path: '*', rate: 1, sessionOnly: false } as const;
    faults.add(aimed, admin, { userIdx: 7, userId: 'trainee07' });
    faults.add(aimed, admin, { userIdx: 8, userId: 'trainee08' });
    faults.add(aimed, admin);
    expect(faults.list(admin).map((f) => [f.userId, f.aimedAtYou])).toEqual([['trainee07', false], ['trainee08', false], [null, false]]);
    const trainee7 = { token: 't7', userIdx: 7, userId: 'trainee07', isAdmin: false };
    expect(faults.list(trainee7).map((f) => [f.faultId, f.userId, f.aimedAtYou, f.mine])).toEqual([[1, 'trainee07', true, false], [3, null, false, false]]);
    expect(faults.clear(trainee7, undefined)).toBe(0); // its own session's only: the trainer's exercise stays
    expect(faults.clearForUser(7)).toBe(1);
    expect(faults.list(admin).map((f) => f.userId)).toEqual(['trainee08', null]);
  });
});
