// Paths of the training screens.
export const TRAINING_PATH = '/training/management';

export function trainingDetailPath(deviceIdx: number): string {
  return `/training/detail/${deviceIdx}`;
}
