import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emptyBody, noParams, resultCode } from '../wire';
import { user, treeCompany } from '../entities';

const text = (max: number) => z.string({ error: 'must be text' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const authEndpoints = {
  login: endpoint({
    id: 'auth.login',
    area: 'auth',
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with user ID and password; answers a bearer token and the user.',
    params: noParams,
    body: z.object({ userId: text(50), password: text(100) }).strict(),
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
    body: z.object({ userName: text(50), email: text(200) }).strict(),
    response: z.object({ result: resultCode, msg: z.string() }),
    success: '0',
    auth: false,
  }),
  resetPassword: endpoint({
    id: 'auth.resetPassword',
    area: 'auth',
    method: 'POST',
    path: '/auth/resetPassword',
    summary: 'Mail a temporary password for a user ID and e-mail address.',
    params: noParams,
    body: z.object({ userId: text(50), email: text(200) }).strict(),
    response: z.object({ result: resultCode, msg: z.string() }),
    success: '0',
    auth: false,
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
