// The classroom part of the control API (contract/sim-classroom.ts): make a class, its board and
// sign-in cards, reset one trainee's sandbox, end the class — ADMIN only: the board and the cards
// are the trainer's, and a trainee reaches nobody else's sandbox; and a trainee's own checklist and
// answers (classroom/progress.ts).
import { Router } from 'express';
import { SIM_CLASSROOM } from '../../../contract/index';
import type { PasswordChecker } from '../auth/password';
import type { ClassroomService } from '../classroom/classroom';
import type { ClassroomProgress } from '../classroom/progress';
import { fail } from '../failure';
import { languageOf } from '../i18n';
import { publishedPassword } from '../auth/demo-accounts';
import { controlRoute, type AccessServices } from './access';

export function classroomRoutes(classroom: ClassroomService, progress: ClassroomProgress, passwords: PasswordChecker, services: AccessServices): Router {
  const router = Router();

  // Making and ending a class commit a trainee at a time (classroom.ts), so the room is answered meanwhile.
  controlRoute(router, services, SIM_CLASSROOM.make, async (_req, caller, { body }) => {
    classroom.assertCanMake(body);
    // A trainer still on the published password would hand the room the board (the class lock, classroom/lock.ts).
    const { passwordHash } = services.repos.users.credentials(caller.user.userId) ?? fail.rejected('changePasswordFirst');
    if (await passwords.check(publishedPassword(caller.user.userId), passwordHash, services.wallNow())) fail.rejected('changePasswordFirst');
    return { trainees: await classroom.make(body, caller.user.userIdx) };
  }, { messageKey: 'classMade', ownTransactions: true });

  controlRoute(router, services, SIM_CLASSROOM.board, (req) => classroom.board(languageOf(req)));
  controlRoute(router, services, SIM_CLASSROOM.accounts, () => ({ trainees: classroom.cards() }));
  controlRoute(router, services, SIM_CLASSROOM.reset, (_req, _caller, { params }) => classroom.reset(params.userId), { messageKey: 'traineeResetDone' });
  controlRoute(router, services, SIM_CLASSROOM.end, () => classroom.end(), { messageKey: 'classEnded', ownTransactions: true });

  controlRoute(router, services, SIM_CLASSROOM.me, (req, caller) => progress.me(caller.user.userIdx, languageOf(req)));
  controlRoute(router, services, SIM_CLASSROOM.answer, (_req, caller, { body }) => progress.answer(caller.user.userIdx, body));

  return router;
}
