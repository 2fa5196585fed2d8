// Every write of the simulator's own API says in the document that it takes a JSON body: the
// simulator refuses a POST that does not say its body is JSON (415, http/pipeline.ts), so a tool that
// builds requests from the document alone (Portman, Dredd) must be told to send one, `{}` at least.
import { describe, expect, it } from 'vitest';
import { SIM_CALLS, buildOpenApi } from '../../contract/openapi';

describe('the /sim writes in the document', () => {
  it('each declares a JSON request body', () => {
    expect(Object.entries(SIM_CALLS).filter(([, call]) => call.method === 'POST' && !call.body).map(([id]) => id)).toEqual([]);
    const paths = buildOpenApi({ version: '0' }).paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    const posts = Object.entries(paths).filter(([path, ops]) => path.startsWith('/sim/') && ops.post);
    expect(posts.length).toBeGreaterThan(0);
    for (const [path, ops] of posts) expect(Object.keys(ops.post!.requestBody?.content ?? {}), path).toEqual(['application/json']);
  });
});
