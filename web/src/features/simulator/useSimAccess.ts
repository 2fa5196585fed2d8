// Which control calls the signed-in user may make (the contract's roles): the cockpit shows only
// those, so a PARTNER never meets buttons the simulator would refuse (the clock's pace, the reset,
// ending everyone's sessions, faults for everyone).
import { canMakeSimCall, type SimAccess } from '@contract/permissions';
import { useCommonStore } from '../../state/common';

export function useSimAccess(): (call: { access: SimAccess }) => boolean {
  const authType = useCommonStore((s) => s.user?.authType);
  return (call) => canMakeSimCall(authType, call);
}
