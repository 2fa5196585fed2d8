// Users: list, info (with attachments), create/update, delete, within the rules of
// auth/user-permissions.ts. A changed password signs the user out of their other sessions.
import { api, authTypeLabels, type User } from '../../../contract/index';
import { hashPassword } from '../auth/password';
import { bearerToken } from '../auth/session';
import { assertCanDelete, assertCanManage, assertCanSave, type UserDraft } from '../auth/user-permissions';
import type { UserFields } from '../db/repositories/users';
import { fail } from '../failure';
import { defineHandlers, reply, withAsyncStep, type HandlerInput, type RequestContext } from '../http/handler';
import { isTrainee } from '../classroom/lock';
import { visibleUser } from './visible';

type StoreBody = HandlerInput<typeof api.user.store>['body'];

export const userHandlers = defineHandlers(api.user, {
  list: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.users.list(body, ctx.scope.userFilter);
    return reply.list(ctx, list, totalCount);
  },

  info: ({ body }, ctx) => {
    const user = body.userIdx === undefined ? ctx.user : visibleUser(ctx, body.userIdx);
    return reply.info(ctx, { ...user, attachmentList: ctx.repos.attachments.listOfUser(user.userIdx) });
  },

  store: withAsyncStep(assertOwnPasswordKnown, ({ body }, ctx) => {
    const target = body.userIdx === undefined ? undefined : visibleUser(ctx, body.userIdx);
    if (target) assertCanManage(ctx.scope, target);
    // A new user starts out in the creating partner's company; an ADMIN names one.
    const draft = draftOf(body, target ?? { companyIdx: ctx.scope.isAdmin ? null : ctx.user.companyIdx, divisionIdxList: [] });
    assertCanSave(ctx.scope, target, draft);
    checkDraft(ctx, draft, target?.divisionIdxList ?? []);
    const { userName, email, phone } = body;
    const fields: UserFields = { userName, email, phone, userType: draft.userType, authType: draft.authType, companyIdx: draft.companyIdx };
    const userIdx = target ? update(ctx, target, body, fields) : create(ctx, body, fields);
    ctx.repos.users.setDivisions(userIdx, draft.divisionIdxList);
    return reply.saved(ctx, ctx.repos.users.get(userIdx)!);
  }),

  delete: ({ params }, ctx) => {
    ctx.scope.require('user', 'delete');
    const target = ctx.repos.users.get(params.userIdx) ?? fail.notFound('user');
    if (target.userIdx === ctx.user.userIdx) fail.rejected('cannotDeleteSelf');
    // Its sandbox would outlive it: the class's end removes both (classroom/classroom.ts).
    if (isTrainee(ctx.repos.db, target.userIdx)) fail.rejected('traineeAccountStays');
    assertCanDelete(ctx.scope, target);
    ctx.repos.users.delete(target.userIdx);
    return reply.saved(ctx);
  },
});

/**
 * One's own password changes only with the current one (a session left open must not be enough to
 * take the account over); checked on the thread pool before the transaction. Another user's
 * password (an ADMIN or PARTNER on the user screen) is the permission rules' business.
 */
async function assertOwnPasswordKnown({ body }: HandlerInput<typeof api.user.store>, ctx: RequestContext): Promise<void> {
  if (body.password === undefined || body.userIdx !== ctx.user.userIdx) return;
  const current = body.currentPassword || fail.badInput('currentPassword', 'required');
  const stored = ctx.repos.users.credentials(ctx.user.userId)?.passwordHash ?? null;
  if (!(await ctx.passwords.check(current, stored, ctx.wallMs))) fail.badInput('currentPassword', 'notCurrentPassword');
}

function create(ctx: RequestContext, body: StoreBody, fields: UserFields): number {
  const userId = body.userId ?? fail.badInput('userId', 'required');
  const password = body.password ?? fail.badInput('password', 'required');
  if (ctx.repos.users.findByUserId(userId) !== undefined) fail.rejected('userIdTaken', { userId });
  return ctx.repos.users.insert(userId, hashPassword(password), fields, ctx.now);
}

/** The password changes only when one is given. */
function update(ctx: RequestContext, target: User, body: StoreBody, fields: UserFields): number {
  if (body.userId !== undefined && body.userId.toLowerCase() !== target.userId.toLowerCase()) fail.rejected('userIdFixed');
  ctx.repos.users.update(target.userIdx, fields, ctx.now);
  if (body.password !== undefined) {
    ctx.repos.users.setPassword(target.userIdx, hashPassword(body.password), ctx.now);
    // Whoever held the old password is signed out; the caller's own session stays.
    ctx.repos.sessions.deleteForUser(target.userIdx, bearerToken(ctx.req.headers.authorization));
  }
  return target.userIdx;
}

/**
 * What the save would leave behind. Omitted company and divisions keep the current ones (for a new
 * user: the creating partner's company), except that an ADMIN has no company and only a MANAGER
 * runs divisions.
 */
function draftOf(body: StoreBody, current: Pick<User, 'companyIdx' | 'divisionIdxList'>): UserDraft {
  const { userType, authType } = body;
  const companyIdx = body.companyIdx !== undefined ? body.companyIdx : authType === 'ADMIN' ? null : current.companyIdx;
  const divisionIdxList = body.divisionIdxList ?? (authType === 'MANAGER' ? current.divisionIdxList : []);
  return { userType, authType, companyIdx, divisionIdxList: [...new Set(divisionIdxList)] };
}

/**
 * Rules the schema cannot express: company by level, divisions of that company. A deleted (archived)
 * division stays with the managers who ran it (`held`), so their reports keep its history; it is
 * given to no one else.
 */
function checkDraft(ctx: RequestContext, draft: UserDraft, held: readonly number[]): void {
  if (draft.authType === 'ADMIN' && draft.companyIdx !== null) fail.badInput('companyIdx', 'emptyFor', { what: authTypeLabels.ADMIN });
  if (draft.authType !== 'ADMIN' && draft.companyIdx === null) fail.badInput('companyIdx', 'requiredFor', { what: authTypeLabels[draft.authType] });
  if (draft.companyIdx !== null) ctx.repos.companies.get(draft.companyIdx) ?? fail.notFound('company');
  if (draft.authType !== 'MANAGER' && draft.divisionIdxList.length > 0) fail.badInput('divisionIdxList', 'managerOnly', { who: authTypeLabels.MANAGER });
  for (const divisionIdx of draft.divisionIdxList) {
    const division = ctx.repos.divisions.get(divisionIdx, held.includes(divisionIdx)) ?? fail.notFound('division');
    if (division.companyIdx !== draft.companyIdx) fail.rejected('divisionNotInCompany', { divisionIdx });
  }
}
