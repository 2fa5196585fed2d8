// Open API access per division. Everyone lists its scope (keys masked); ADMIN and PARTNER switch
// access and issue keys. A new key is answered in full in that one response, never again.
import { api } from '../../../contract/index';
import { hashApiKey, newApiKey } from '../auth/api-key';
import { defineHandlers, reply } from '../http/handler';
import { visibleDivision } from './visible';

export const openApiHandlers = defineHandlers(api.division, {
  openApiList: ({ body }, ctx) => {
    const { list, totalCount } = ctx.repos.openApi.list(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  openApiStore: ({ body }, ctx) => {
    ctx.scope.require('openapi', 'update');
    visibleDivision(ctx, body.divisionIdx);
    const current = ctx.repos.openApi.get(body.divisionIdx)!;
    // Enabling a division that never had a key issues one; disabling keeps the key for later.
    const issue = body.regenerateKey || (body.enabled && current.apiKey === null);
    const apiKey = issue ? newApiKey() : null;
    const key = apiKey ? { hash: hashApiKey(apiKey), last4: apiKey.slice(-4), issuedDate: ctx.now } : undefined;
    ctx.repos.openApi.save(body.divisionIdx, { enabled: body.enabled, key }, ctx.now);
    const saved = ctx.repos.openApi.get(body.divisionIdx)!;
    return reply.saved(ctx, apiKey ? { ...saved, apiKey } : saved);
  },
});
