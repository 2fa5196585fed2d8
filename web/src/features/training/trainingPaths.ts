// Paths of the training screens.
import { paths } from '../../core/paths';
export const TRAINING_PATH = paths.trainingManagement();

export function trainingDetailPath(deviceIdx: number): string {
  return paths.trainingDetail(deviceIdx);
}
