// The label of a code in `enums.<group>` (device status, fault code, component …), or the code
// itself when there is none: a Live server may send codes the console does not know yet.
import type { TFunction } from 'i18next';

export function enumLabel(t: TFunction, group: string, code: string | null | undefined): string {
  if (!code) return '-';
  return t(`enums.${group}.${code}`, { defaultValue: code });
}
