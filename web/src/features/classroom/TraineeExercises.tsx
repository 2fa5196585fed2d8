// The trainee's checklist in the shell's header. While a class runs (the runtime config says so;
// a sign-in reads it again) the shell asks once, as it mounts, whether the signed-in user is one of
// its trainees (GET /sim/classroom/me); only a trainee then loads the checklist's code (MyExercises,
// a chunk of its own) and hears more of it. Anyone else costs that one call; with no class running
// (and in Live mode) nothing is asked, and the /sim client stays off the first screen's path.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MyTrainee } from '../../api/simControl';
import { useRuntimeConfig } from '../../api/runtimeConfig';
import { loadScreenStrings } from '../../i18n';
import { useCommonStore } from '../../state/common';

// A chunk that cannot be fetched leaves the header as it is, rather than breaking the shell.
const MyExercises = lazy(() =>
  Promise.all([import('./MyExercises'), loadScreenStrings()]).then(
    ([module]) => module,
    () => ({ default: () => null }),
  ),
);

export function TraineeExercises() {
  const classRunning = useRuntimeConfig((s) => s.config.classRunning);
  const token = useCommonStore((s) => s.token);
  const [first, setFirst] = useState<MyTrainee | null>(null);
  useEffect(() => {
    if (!classRunning || !token) return;
    let current = true;
    import('../../api/simControl')
      .then(({ traineeControl }) => traineeControl.myClass())
      .then((outcome) => {
        if (current && outcome.ok) setFirst(outcome.response.data.trainee);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      setFirst(null);
    };
  }, [classRunning, token]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <MyExercises first={first} />
    </Suspense>
  );
}
