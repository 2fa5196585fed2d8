// Demo tours (contract/tours.ts): the files under fixtures/tours are read at start (a file that does
// not parse stops the start, naming the file), and POST /sim/tours/:tourId/go moves the world to a
// step. The next step runs its own moves on the world as it stands; any other step (back, a jump,
// a restart) takes a fresh copy of the world, keeping the presenter's session, and replays the steps
// up to it, which gives the same world again (the engine's seed is the same on a fresh world). The
// clock is paused for the tour, so the screen keeps saying what the presenter says; ending the tour
// (POST /sim/tours/:tourId/end) runs it again at the pace it had before.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import {
  SIM_CONTROL,
  tourFile,
  type Bilingual,
  type TourFile,
  type TourMove,
  type TourStepView,
} from '../../../contract/index';
import { REFUSALS, type FleetRuntime } from '../fleet-runtime/index';
import { DAY_MS, MINUTE_MS, kstDate } from '../fleet/index';
import { fail } from '../failure';
import { assertNoClass } from '../classroom/lock';
import { freshWorld } from '../world/fresh-copy';
import type { PresetName } from '../world/presets';
import { worldGeneration, worldInfo } from '../world/seed';
import { controlRoute, type AccessServices, type Caller } from './access';

const KST_MS = 9 * 3600 * 1000;

/** Every tour file of a folder, checked; a file that does not parse throws with its name and problem. */
export function loadTours(dir: string): TourFile[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`tour ${file}: not JSON (${(error as Error).message})`);
    }
    const parsed = tourFile.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`tour ${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
    if (parsed.data.id !== file.replace(/\.json$/, '')) throw new Error(`tour ${file}: its id '${parsed.data.id}' is not its file name`);
    return parsed.data;
  });
}

interface NamedDevice {
  deviceIdx: number;
  serialNumber: string;
  deviceName: string;
}

interface Run {
  tour: TourFile;
  step: number;
  /** The world the run moved (a reset elsewhere makes a new one, and the next go starts afresh). */
  generation: string | null;
  devices: Map<string, NamedDevice>;
}

/**
 * `{fridge}` → its key, `{fridge.serial}` → its serial number, `{fridge.name}` → its name;
 * `{today}` → the simulated day and `{today-6}` six days before it, written as an address takes a
 * date (2026-11-21) in `show` and as the console writes one (2026.11.21) in texts.
 */
function fill(text: string, devices: Map<string, NamedDevice>, now: number, form: 'address' | 'text'): string {
  return text.replace(/\{(\w+)(?:\.(serial|name)|-(\d+))?\}/g, (whole, name: string, part?: string, daysBefore?: string) => {
    if (name === 'today' && !part) {
      const day = kstDate(now - Number(daysBefore ?? 0) * DAY_MS);
      return form === 'address' ? day : day.replaceAll('-', '.');
    }
    if (daysBefore !== undefined) return whole;
    const device = devices.get(name);
    if (!device) return whole;
    return part === 'serial' ? device.serialNumber : part === 'name' ? device.deviceName : String(device.deviceIdx);
  });
}
const fillBoth = (text: Bilingual, devices: Map<string, NamedDevice>, now: number): Bilingual => ({ ko: fill(text.ko, devices, now, 'text'), en: fill(text.en, devices, now, 'text') });

/** ms from `now` to the next `HH:MM` KST (0 when it is that minute now). */
export function msUntil(now: number, hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const sinceMidnight = (now + KST_MS) % DAY_MS;
  return (((h * 60 + m) * MINUTE_MS - sinceMidnight) % DAY_MS + DAY_MS) % DAY_MS;
}

export function tourRoutes(tours: readonly TourFile[], fleet: FleetRuntime, services: AccessServices & { resetFaults: () => void }): Router {
  const router = Router();
  const { repos } = services;
  const db = repos.db;
  let run: Run | null = null;
  /** The clock's pace when the tour began (until it ends): what ending it gives back. */
  let paceBefore: { speed: number; paused: boolean } | null = null;

  const generation = () => worldGeneration(db);
  const tourOf = ({ tourId }: { tourId: string }): TourFile => tours.find((t) => t.id === tourId) ?? fail.notFound('tour');
  const running = (tour: TourFile): Run | null => (run && run.tour.id === tour.id && run.generation === generation() ? run : null);

  /** The tour's devices in the world as it stands: the nth healthy kiosk of each description. */
  const resolveDevices = (tour: TourFile): Map<string, NamedDevice> => {
    const healthy = fleet.fleet().kiosks.filter((k) => k.online && k.openFaults.length === 0 && !k.doorOpen && fleet.productsOf(k.deviceIdx).length > 0).map((k) => k.deviceIdx);
    const rows = repos.devices.many(healthy);
    const devices = new Map<string, NamedDevice>();
    for (const [name, want] of Object.entries(tour.devices)) {
      const found = rows.filter((d) => d.deviceType === want.type && (!want.provider || d.provider === want.provider))[want.nth - 1];
      if (!found) fail.rejected('tourDeviceMissing', { name });
      devices.set(name, { deviceIdx: found.deviceIdx, serialNumber: found.serialNumber, deviceName: found.deviceName });
    }
    return devices;
  };

  const viewOf = (tour: TourFile, step: number, devices: Map<string, NamedDevice>): TourStepView => {
    const s = tour.steps[step - 1]!;
    const now = fleet.now();
    return {
      tourId: tour.id, step, stepCount: tour.steps.length, id: s.id, title: s.title, say: s.say,
      show: fill(s.show, devices, now, 'address'),
      expect: s.expect.map((e) => ({ ...e, ...(e.text ? { text: fillBoth(e.text, devices, now) } : {}), ...(e.inRow ? { inRow: fill(e.inRow, devices, now, 'text') } : {}) })),
    };
  };

  /** One move, through the same runtime call as its cockpit button; a refusal stops the step. */
  const apply = (move: TourMove, devices: Map<string, NamedDevice>): { ok: true } | { ok: false; reason: Bilingual } => {
    const idx = (name: string) => devices.get(name)!.deviceIdx;
    const outcome = (r: { ok: true } | { ok: false; reason: keyof typeof REFUSALS }) => (r.ok ? { ok: true as const } : { ok: false as const, reason: REFUSALS[r.reason] });
    if ('clock' in move) {
      const stepMs = 'to' in move.clock ? msUntil(fleet.now(), move.clock.to) : move.clock.stepMs;
      if (stepMs > 0) fleet.changeClock({ stepMs });
      return { ok: true };
    }
    if ('scenario' in move) {
      const result = fleet.scenario(move.scenario, {
        ...(move.device ? { deviceIdxs: [idx(move.device)] } : {}),
        ...(move.durationMs ? { durationMs: move.durationMs } : {}),
        ...(move.count ? { count: move.count } : {}),
      });
      return result.ok ? { ok: true } : { ok: false, reason: result.description };
    }
    if ('door' in move) return outcome(fleet.openDoor(idx(move.door.device), move.door.mode ? { mode: move.door.mode } : {}));
    if ('restock' in move) return outcome(fleet.staffRestock(idx(move.restock.device), {}));
    if ('fault' in move) return outcome(fleet.raiseFault(idx(move.fault.device), move.fault.code, move.fault.severity));
    if ('clearFault' in move) return outcome(fleet.clearFault(idx(move.clearFault.device), move.clearFault.code));
    if ('offline' in move) return outcome(fleet.setOffline(idx(move.offline.device), move.offline.offline));
    return outcome(fleet.selfCheck(idx(move.selfCheck.device)));
  };

  const runStep = (r: Run, step: number) => {
    for (const move of r.tour.steps[step - 1]!.do) {
      const result = apply(move, r.devices);
      if (!result.ok) {
        run = null; // the world is part-way through a step: the next go starts from a fresh copy
        fail.rejected('tourMoveRefused', { step, reason: result.reason });
      }
    }
    r.step = step;
  };

  /** A fresh copy of the world (the caller stays signed in), the clock paused, then steps 1..step. */
  const replay = (tour: TourFile, step: number, caller: Caller): Run => {
    const world = worldInfo(db);
    if (world) freshWorld(repos, world.seed, world.preset as PresetName, { keepToken: caller.token, reason: 'tourStarted', now: services.wallNow() });
    const { speed, paused } = fleet.clockState();
    paceBefore ??= { speed, paused };
    fleet.reset({ catchUp: false });
    services.resetFaults();
    fleet.changeClock({ paused: true });
    const fresh: Run = { tour, step: 0, generation: generation(), devices: resolveDevices(tour) };
    run = fresh;
    for (let s = 1; s <= step; s++) runStep(fresh, s);
    return fresh;
  };

  controlRoute(router, services, SIM_CONTROL.tours, () => ({
    list: tours.map((t) => ({ id: t.id, title: t.title, summary: t.summary, minutes: t.minutes, stepCount: t.steps.length })),
  }));

  // The steps with the devices of the tour under way (else as they would be chosen in this world now).
  controlRoute(router, services, SIM_CONTROL.tour, (_req, _caller, { params }) => {
    const tour = tourOf(params);
    const devices = running(tour)?.devices ?? resolveDevices(tour);
    return { id: tour.id, title: tour.title, summary: tour.summary, minutes: tour.minutes, steps: tour.steps.map((_, i) => viewOf(tour, i + 1, devices)) };
  });

  // Any step but the next replaces the world, which commits on its own (access.ts, RouteOptions.ownTransactions).
  controlRoute(router, services, SIM_CONTROL.tourGo, (_req, caller, { params, body: { step, restart } }) => {
    const tour = tourOf(params);
    if (step > tour.steps.length) fail.badInput('step', 'noSuchStep', { value: step, max: tour.steps.length });
    assertNoClass(db); // a tour moves the room's clock and fleet, and its restart replaces the world
    const current = restart ? null : running(tour);
    let r: Run;
    if (current && step === current.step) r = current; // asked again (a reload): nothing moves
    else if (current && step === current.step + 1) {
      runStep(current, step);
      r = current;
    } else r = replay(tour, step, caller);
    return { ...viewOf(tour, r.step, r.devices), clock: fleet.clockState() };
  }, { ownTransactions: true });

  // The world stays as the tour left it; the clock runs again as before the tour (a door session
  // under way would otherwise never close). Ending a tour that is not under way leaves the clock be.
  controlRoute(router, services, SIM_CONTROL.tourEnd, (_req, _caller, { params }) => {
    tourOf(params);
    if (paceBefore) fleet.changeClock(paceBefore.paused ? { paused: true } : { speed: paceBefore.speed, paused: false });
    paceBefore = null;
    run = null;
    return { clock: fleet.clockState() };
  });

  return router;
}
