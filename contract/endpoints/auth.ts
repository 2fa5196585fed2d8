import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { endpoint } from '../endpoint';
import { emailText } from '../formats';
import { emptyBody, noParams, resultCode, saveResponse, text } from '../wire';
import { user, treeCompany } from '../entities';

const required = (max: number) => text(max).min(1, 'required');
/** The e-mail address an account lookup mails to: one that could be an account's (formats.ts). */
const lookupEmail = emailText.min(1, 'required');

/** A password a user chooses (a new user, a change, a reset): the one rule for all of them. */
export const newPassword = z
  .string({ error: 'mustBeText' })
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH);

export const authEndpoints = {
  login: endpoint({
    id: 'auth.login',
    area: 'auth',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with user ID and password; answers a bearer token and the user.',
    params: noParams,
    body: z.object({ userId: required(50), password: required(100) }).strict(),
    response: z.object({ result: resultCode, accessToken: z.string(), user, msg: z.string() }),
    success: '0',
    auth: false,
  }),
  findId: endpoint({
    id: 'auth.findId',
    area: 'auth',
    method: 'POST',
    path: '/auth/findId',
    summary: 'Mail the user ID registered to a name and e-mail address.',
    params: noParams,
    body: z.object({ userName: required(50), email: lookupEmail }).strict(),
    response: z.object({ result: resultCode, msg: z.string() }),
    success: '0',
    auth: false,
  }),
  resetPassword: endpoint({
    id: 'auth.resetPassword',
    area: 'auth',
    method: 'POST',
    path: '/auth/resetPassword',
    summary: 'Mail a single-use, expiring link to set a new password for a user ID and e-mail address; the password stays until the link is used.',
    params: noParams,
    body: z.object({ userId: required(50), email: lookupEmail }).strict(),
    response: z.object({ result: resultCode, msg: z.string() }),
    success: '0',
    auth: false,
  }),
  resetPasswordConfirm: endpoint({
    id: 'auth.resetPasswordConfirm',
    area: 'auth',
    method: 'POST',
    path: '/auth/resetPassword/confirm',
    summary: "Set a new password with the token of a mailed reset link: once, before it expires; ends every session of that user.",
    params: noParams,
    body: z.object({ token: required(200), password: newPassword }).strict(),
    response: z.object({ result: resultCode, msg: z.string() }),
    success: '0',
    auth: false,
    specListed: false,
  }),
  logout: endpoint({
    id: 'auth.logout',
    area: 'auth',
    method: 'POST',
    path: '/auth/logout',
    summary: "Sign out: revokes the caller's session, whose token answers HTTP 403 from then on.",
    params: noParams,
    body: emptyBody,
    response: saveResponse(),
    specListed: false,
  }),
  tree: endpoint({
    id: 'auth.tree',
    area: 'auth',
    method: 'GET',
    path: '/tree/list',
    summary: "Company → division → device tree of the caller's scope.",
    params: noParams,
    body: emptyBody,
    response: z.object({ result: resultCode, message: z.string(), data: z.array(treeCompany) }),
  }),
};
