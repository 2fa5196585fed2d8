// The console's one question about actions: may the signed-in level do this here? Asked of the
// permission table the simulator enforces (contract/permissions.ts), so a button is shown exactly
// when the server would accept what it does.
import { canDo, type RecordAction } from '@contract/permissions';
import type { ConsoleArea } from '@contract/permissions';
import { useCommonStore } from '../state/common';

export function useCan(area: ConsoleArea, action: RecordAction): boolean {
  const authType = useCommonStore((s) => s.user?.authType);
  return canDo(authType, area, action);
}
