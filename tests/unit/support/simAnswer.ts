// A /sim answer for a console test, checked against the catalog's schema (contract/sim-control.ts,
// tours.ts): a mock the simulator could not send fails where it is written, not in the screen.
import type { z } from 'zod';
import type { Reply } from './mockBackend';

type ControlAnswer = z.ZodType<{ result: number; message: string; data: unknown }>;

export function simAnswer<S extends ControlAnswer>(schema: S, data: z.input<S> extends { data: infer D } ? D : never, message = 'Normally processed'): Reply {
  return { data: schema.parse({ result: 0, message, data }) };
}
