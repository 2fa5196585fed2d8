// Sign-in and sign-out, find ID, password reset by a mailed link (the simulator's outbox) and the
// scope tree. Sign-in, find ID and reset are braked per account and address (auth/login-throttle.ts).
import { FAILURE, api, type TreeCompany } from '../../../contract/index';
import type { ThrottledCall } from '../auth/login-throttle';
import { hashPasswordAsync } from '../auth/password';
import { RESET_LINK_TTL_MINUTES, issueResetLink, openResetLink } from '../auth/password-reset';
import { bearerToken, issueToken } from '../auth/session';
import { assertMaySignIn } from '../classroom/lock';
import { SimFailure, fail } from '../failure';
import { defineHandlers, reply, withAsyncStep, type RequestContext } from '../http/handler';
import { isLoopbackAddress, publicOrigin } from '../http/public-url';

/** Counts an attempt before it is checked, or refuses one its throttle holds back, saying for how long; answers the caller's address. */
function takeAttempt(ctx: RequestContext, call: ThrottledCall, account: string, checking = false): string {
  const address = ctx.options.clientAddress(ctx.req);
  const wait = ctx.loginThrottle.take(call, account, address, ctx.wallMs, checking);
  if (wait) {
    const key = wait.busy ? 'signInBusy' : call === 'login' ? 'loginThrottled' : 'lookupThrottled';
    throw new SimFailure(FAILURE.THROTTLED, { key, values: { minutes: Math.ceil(wait.waitMs / 60_000) } });
  }
  return address;
}

export const authHandlers = defineHandlers(api.auth, {
  // The brake and the password check come first, outside the transaction: scrypt runs on the thread
  // pool while other calls are answered. The session is then written in the transaction.
  login: withAsyncStep(
    async ({ body }, ctx) => {
      // Counted before the check, so attempts sent at once beyond the limit get no check at all.
      const address = takeAttempt(ctx, 'login', body.userId, true);
      let userIdx: number | null = null;
      try {
        const credentials = ctx.repos.users.credentials(body.userId);
        // An unknown user ID costs the same scrypt as a wrong password (PasswordChecker.check).
        const verified = await ctx.passwords.check(body.password, credentials?.passwordHash ?? null, ctx.wallMs);
        if (credentials && verified) userIdx = credentials.userIdx;
      } finally {
        ctx.loginThrottle.settle('login', body.userId, address, ctx.wallMs, userIdx !== null);
      }
      return userIdx ?? fail.rejected('loginFailed');
    },
    ({ body }, ctx, userIdx) => {
      // Deleted while the password was being checked: no session for a user who is gone.
      const user = ctx.repos.users.get(userIdx) ?? fail.rejected('loginFailed');
      assertMaySignIn(ctx.repos.db, user, body.password, isLoopbackAddress(ctx.options.clientAddress(ctx.req)));
      ctx.repos.users.touchLogin(userIdx, ctx.now);
      const accessToken = issueToken(ctx.repos, userIdx, ctx.wallMs, ctx.options.tokenTtlSeconds);
      return { result: '0', accessToken, user: { ...user, lastLoginDate: ctx.now }, msg: ctx.t('normallyProcessed') };
    },
  ),

  logout: (_input, ctx) => {
    const token = bearerToken(ctx.req.headers.authorization);
    if (token) ctx.repos.sessions.revoke(token);
    return reply.saved(ctx);
  },

  findId: ({ body }, ctx) => {
    takeAttempt(ctx, 'findId', body.email); // every request counts: each one mails someone or guesses
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

  // Only a link is mailed: the password stays as it is until the link is used (resetPasswordConfirm).
  resetPassword: ({ body }, ctx) => {
    takeAttempt(ctx, 'resetPassword', body.userId);
    const user = ctx.repos.users.findByIdAndEmail(body.userId, body.email) ?? fail.rejected('accountNotFound');
    const link = issueResetLink(ctx.repos, publicOrigin(ctx.req, ctx.options.publicUrl), user.userIdx, ctx.wallMs);
    ctx.repos.outbox.add({
      to: user.email,
      subject: ctx.t('mailResetSubject'),
      body: ctx.t('mailResetBody', { userName: user.userName, userId: user.userId, link, minutes: RESET_LINK_TTL_MINUTES }),
      createdDate: ctx.now,
    });
    return { result: '0', msg: ctx.t('infoSentByMail') };
  },

  // A dead link is refused before any scrypt work; the new password is hashed on the thread pool;
  // the link is checked again in the transaction, so of two uses at once only one gets through.
  resetPasswordConfirm: withAsyncStep(
    async ({ body }, ctx) => {
      openResetLink(ctx.repos, body.token, ctx.wallMs);
      return hashPasswordAsync(body.password);
    },
    ({ body }, ctx, passwordHash) => {
      const { userIdx } = openResetLink(ctx.repos, body.token, ctx.wallMs);
      ctx.repos.users.setPassword(userIdx, passwordHash, ctx.now);
      ctx.repos.passwordResets.endForUser(userIdx, ctx.wallMs); // this link and any other still open
      ctx.repos.sessions.deleteForUser(userIdx); // whoever held the old password is signed out
      return { result: '0', msg: ctx.t('passwordChanged') };
    },
  ),

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
