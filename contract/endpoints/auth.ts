import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emptyBody, noParams, resultCode, text } from '../wire';
import { user, treeCompany } from '../entities';

const required = (max: number) => text(max).min(1, 'is required');

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
    body: z.object({ userName: required(50), email: required(200) }).strict(),
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
    body: z.object({ userId: required(50), email: required(200) }).strict(),
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
