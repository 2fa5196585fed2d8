// Example calls of every operation, recorded from the simulator's demo world (default seed, demo
// preset, signed in as the demo ADMIN): `npm run examples` writes contract/examples.json, the OpenAPI
// document shows them, and tests/contract/examples.test.ts sends each request to a fresh simulator
// and expects the recorded answer. Never edited by hand.
import { readFileSync } from 'node:fs';

export interface ExampleRequest {
  /** Path parameters, as text. */
  params?: Record<string, string>;
  /** Query parameters (the /sim calls'), as text. */
  query?: Record<string, string>;
  /** The JSON body, or an upload's form fields. */
  body?: unknown;
  /** An upload's file part. */
  file?: { name: string; type: string; text: string };
}

/** The JSON answer, or a downloaded file's type and text. */
export type ExampleAnswer = unknown;

/** A call sent before an example that is no operation's example: what it is for, and the request. */
export interface ExampleStep {
  id: string;
  why: string;
  request: ExampleRequest;
}

export interface Example {
  /**
   * Sent first on the same fresh world (the record or state this one needs is what they make):
   * other operations' examples by id, or steps of their own.
   */
  after?: (string | ExampleStep)[];
  /** `trainee`: sent as the first trainee of the class its steps make (a trainee's own call), not as the demo ADMIN. */
  as?: 'trainee';
  request: ExampleRequest;
  answer: ExampleAnswer;
}

export const EXAMPLES_FILE = new URL('./examples.json', import.meta.url);

let examples: Readonly<Record<string, Example>> | undefined;
/** Every recorded example by operation id (empty before the first recording). */
export function recordedExamples(): Readonly<Record<string, Example>> {
  if (!examples) {
    try {
      examples = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, Example>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      examples = {};
    }
  }
  return examples;
}
