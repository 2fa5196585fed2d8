// State area `common` (spec §3): the session (token, user) and the auth calls' status.
// Storage, the Authorization header and tab signals follow this store (core/session.ts).
import { api } from '@contract/api-routes';
import { BEARER_PREFIX } from '@contract/constants';
import type { BodyOf } from '@contract/endpoint';
import type { User } from '@contract/entities';
import { FAILURE } from '@contract/result-codes';
import type { CallFailure } from '../api/call';
import { createAreaStore } from './areaStore';

export interface SessionData {
  /** 'Bearer …' */
  token: string;
  user: User;
}

export function withBearer(token: string): string {
  return token.startsWith(BEARER_PREFIX) ? token : `${BEARER_PREFIX}${token}`;
}

/**
 * Find ID and reset say 'Cannot find the account' for any refusal (spec §4), except a throttle's: it
 * says how long to wait, and "not found" would only send the user to try again.
 */
const throttleSaysWhy = (failure: CallFailure) => failure.kind === 'rejected' && Number(failure.result) === FAILURE.THROTTLED;

export const useCommonStore = createAreaStore(
  {
    token: null as string | null,
    user: null as User | null,
    /** Session start (storage / other tabs) has finished. */
    ready: false,
  },
  ({ run, set }) => ({
    /**
     * Spec §4: result '0' with a token and a user object stores them; anything else (a '0' without
     * either included) is LOGIN_FAIL with the server msg.
     */
    login: (body: BodyOf<typeof api.auth.login>) =>
      run(
        {
          endpoint: api.auth.login,
          kind: 'save',
          statuses: { success: 'LOGIN_SUCCESS', failure: 'LOGIN_FAIL' },
          complete: (r) => typeof r.accessToken === 'string' && r.accessToken !== '' && r.user !== null && typeof r.user === 'object',
          onSuccess: (d, r) => {
            d.token = withBearer(r.accessToken);
            d.user = r.user;
          },
        },
        { body },
      ),
    /** '0' ⇒ 'The information was sent by mail'; anything else ⇒ 'Cannot find the account'. */
    findId: (body: BodyOf<typeof api.auth.findId>) =>
      run(
        { endpoint: api.auth.findId, kind: 'save', successMessage: 'infoSentByMail', failureMessage: 'accountNotFound', serverMessage: throttleSaysWhy },
        { body },
      ),
    /** Mails a link to set a new password; the password changes only when the link is used. */
    resetPassword: (body: BodyOf<typeof api.auth.resetPassword>) =>
      run(
        { endpoint: api.auth.resetPassword, kind: 'save', successMessage: 'infoSentByMail', failureMessage: 'accountNotFound', serverMessage: throttleSaysWhy },
        { body },
      ),
    /** The mailed link's second step: the new password with the link's token; a refusal says why (used, expired). */
    confirmPasswordReset: (body: BodyOf<typeof api.auth.resetPasswordConfirm>) =>
      run({ endpoint: api.auth.resetPasswordConfirm, kind: 'save', successMessage: 'passwordChanged' }, { body }),
    setSession: (session: SessionData | null) =>
      set((d) => {
        d.token = session?.token ?? null;
        d.user = session?.user ?? null;
      }),
    setReady: () => set((d) => void (d.ready = true)),
  }),
  // The session itself is ended by core/session.ts, not by the logout reset.
  { resetOnLogout: false },
);
