// What fails a console test besides its own assertions: a stub answering outside its schema
// (stubCheck.ts), and anything logged with console.error — React's act() and key warnings, a
// failed request (spec §8 logs those) — unless the test said it expects it (expectConsoleError).
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const problems: string[] = [];
const errors: string[] = [];
const expected: RegExp[] = [];

/** A problem found while the test ran; the test fails with it when it ends. */
export function reportProblem(message: string): void {
  problems.push(message);
}

/**
 * This test logs an error matching `pattern` (e.g. a failed request, spec §8): it must happen, and
 * errors that match it do not fail the test.
 */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** Installs the checks (tests/unit/support/setup.ts): console.error is recorded, each test ends clean. */
export function failOnProblems(): void {
  // Not a vi.spyOn: a test file's vi.restoreAllMocks() must not take the recording away.
  console.error = (...args: unknown[]) => void errors.push(format(...args));
  beforeEach(() => {
    // Whatever came between tests (after the one before had ended, or in a beforeAll) fails this one, saying so.
    const stray = [...errors.splice(0), ...problems.splice(0)];
    expected.splice(0);
    failIfAny('logged or served outside a test (after the previous one ended, or in beforeAll)', stray);
  });
  // Registered first, so it runs after every test file's own afterEach (cleanup logs too).
  afterEach(() => {
    const logged = errors.splice(0);
    const wanted = expected.splice(0);
    failIfAny('stubbed answers outside the contract', problems.splice(0));
    failIfAny(
      'console.error the test did not expect (expectConsoleError)',
      logged.filter((text) => !wanted.some((pattern) => pattern.test(text))),
    );
    failIfAny(
      'expected console errors that were not logged',
      wanted.filter((pattern) => !logged.some((text) => pattern.test(text))).map(String),
    );
  });
}

function failIfAny(title: string, found: string[]): void {
  if (found.length > 0) throw new Error(`${title}:\n${found.map((text) => `  - ${text}`).join('\n')}`);
}
