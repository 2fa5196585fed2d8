// Sign-in, find ID, reset password (mailed through the simulator outbox) and the scope tree.
import { FAILURE, api, type TreeCompany } from '../../../contract/index';
import { hashPassword, temporaryPassword } from '../auth/password';
import { issueToken } from '../auth/session';
import { SimFailure, fail } from '../http/failure';
import { defineHandlers, reply, withAsyncStep } from '../http/handler';
import { clientAddress } from '../http/public-url';

export const authHandlers = defineHandlers(api.auth, {
  // The brake and the password check come first, outside the transaction: scrypt runs on the thread
  // pool while other calls are answered. The session is then written in the transaction.
  login: withAsyncStep(
    async ({ body }, ctx) => {
      const address = clientAddress(ctx.req);
      const wait = ctx.loginThrottle.waitMs(body.userId, address, ctx.wallMs);
      if (wait > 0) throw new SimFailure(FAILURE.REJECTED, { key: 'loginThrottled', values: { minutes: Math.ceil(wait / 60_000) } });
      const credentials = ctx.repos.users.credentials(body.userId);
      if (!credentials || !(await ctx.passwords.check(body.password, credentials.passwordHash, ctx.wallMs))) {
        ctx.loginThrottle.failed(body.userId, address, ctx.wallMs);
        throw new SimFailure(FAILURE.REJECTED, { key: 'loginFailed' });
      }
      ctx.loginThrottle.succeeded(body.userId, address);
      return credentials.userIdx;
    },
    (_input, ctx, userIdx) => {
      // Deleted while the password was being checked: no session for a user who is gone.
      const user = ctx.repos.users.get(userIdx) ?? fail.rejected('loginFailed');
      ctx.repos.users.touchLogin(userIdx, ctx.now);
      const accessToken = issueToken(ctx.repos, userIdx, ctx.wallMs, ctx.options.tokenTtlSeconds);
      return { result: '0', accessToken, user: { ...user, lastLoginDate: ctx.now }, msg: ctx.t('normallyProcessed') };
    },
  ),

  findId: ({ body }, ctx) => {
    const users = ctx.repos.users.findByNameAndEmail(body.userName, body.email);
    if (users.length === 0) fail.rejected('accountNotFound');
    ctx.repos.outbox.add({
      to: users[0]!.email,
      subject: ctx.t('mailFindIdSubject'),
      body: ctx.t('mailFindIdBody', { userName: body.userName, userIds: users.map((u) => u.userId).join(', ') }),
      createdDate: ctx.now,
    });
    return { result: '0', msg: ctx.t('infoSentByMail') };
  },

  resetPassword: ({ body }, ctx) => {
    const user = ctx.repos.users.findByIdAndEmail(body.userId, body.email) ?? fail.rejected('accountNotFound');
    const password = temporaryPassword();
    ctx.repos.users.setPassword(user.userIdx, hashPassword(password), ctx.now);
    ctx.repos.sessions.deleteForUser(user.userIdx); // whoever held the old password is signed out
    ctx.repos.outbox.add({
      to: user.email,
      subject: ctx.t('mailResetSubject'),
      body: ctx.t('mailResetBody', { userName: user.userName, userId: user.userId, password }),
      createdDate: ctx.now,
    });
    return { result: '0', msg: ctx.t('infoSentByMail') };
  },

  tree: (_input, ctx) => {
    const scope = ctx.scope.filter;
    const tree: TreeCompany[] = ctx.repos.companies.names(scope).map((c) => ({ ...c, divisionList: [] }));
    const companies = new Map(tree.map((c) => [c.companyIdx, c]));
    const divisions = new Map<number, TreeCompany['divisionList'][number]>();
    for (const d of ctx.repos.divisions.all(scope)) {
      const node = { divisionIdx: d.divisionIdx, divisionName: d.divisionName, deviceList: [] };
      divisions.set(d.divisionIdx, node);
      companies.get(d.companyIdx)?.divisionList.push(node);
    }
    for (const v of ctx.repos.devices.all(scope)) {
      divisions.get(v.divisionIdx)?.deviceList.push({ deviceIdx: v.deviceIdx, deviceName: v.deviceName, serialNumber: v.serialNumber, status: v.status });
    }
    return reply.info(ctx, tree);
  },
});
