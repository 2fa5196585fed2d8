// The simulator's control API from outside the browser, as a trainer's script calls it: signed in as
// the demo ADMIN (the control API answers nobody else for most calls), every POST with a JSON body.
import { demoAccount } from '../../../sim-server/src/auth/demo-accounts';

async function adminToken(baseUrl: string): Promise<string> {
  const { userId, password } = demoAccount('admin');
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, password }) });
  const body = (await res.json()) as { result: unknown; accessToken?: string };
  if (body.result !== '0' || !body.accessToken) throw new Error(`the demo admin could not sign in: ${JSON.stringify(body)}`);
  return body.accessToken;
}

/** GET (no body) or POST (a body, `{}` for none) to a /sim path; answers the parsed reply. */
export async function simAsAdmin<T = { result: number; message: string; data: unknown }>(baseUrl: string, path: string, body?: object): Promise<{ status: number; body: T }> {
  const headers = { Authorization: `Bearer ${await adminToken(baseUrl)}`, 'Content-Type': 'application/json' };
  const res = await fetch(`${baseUrl}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}
