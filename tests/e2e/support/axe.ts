// axe-core in a console page: what WCAG 2.1 AA rules find serious or critical, as a readable report.
import axe from 'axe-core';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** What axe finds serious or critical on the page as it shows now (`within`: one part of it, e.g. an open dialog). */
export async function audit(page: Page, route: string, within?: string): Promise<Finding[]> {
  // Through the debugger rather than a script tag, which the console's CSP (script-src 'self') refuses.
  // The pointer rests off the content, so what is measured does not depend on where the last click left it.
  await page.mouse.move(0, 0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, within }) =>
      (await window.axe.run(within ? { include: [within] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    { tags: WCAG_AA, within },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

export function report(findings: Finding[]): string {
  // The first few elements of each rule: enough to find the component, short enough to read.
  return findings
    .map((f) => `${f.route} — ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.slice(0, 4).join('\n    ')}${f.targets.length > 4 ? `\n    … ${f.targets.length - 4} more` : ''}`)
    .join('\n');
}

/** Fails listing each serious or critical violation on the page as it shows now. */
export async function expectAccessible(page: Page, label: string, within?: string): Promise<void> {
  const findings = await audit(page, label, within);
  expect(findings.length, report(findings)).toBe(0);
}
