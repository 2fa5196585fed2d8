// Welfare points as text: '5,000 P', and a change with its sign: '+5,000 P', '-1,200 P'.
import type { TFunction } from 'i18next';
import { formatCount } from './format';

export function pointText(t: TFunction, points: number): string {
  return t('employeeUid.points', { points: formatCount(points) });
}

export function pointChangeText(t: TFunction, points: number): string {
  return t('employeeUid.points', { points: `${points > 0 ? '+' : ''}${formatCount(points)}` });
}
