// Live mode: /api/v1 goes to the production API untouched; nothing is simulated.
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_BASE, FAILURE } from '../../contract/index';
import { DEFAULT_STYLE, failureBody } from './http/failure';
import { languageOf, translate } from './i18n';

export function liveProxy(target: string, logError: (message: string, error: unknown) => void): RequestHandler {
  return createProxyMiddleware<Request, ServerResponse>({
    target,
    changeOrigin: true,
    pathFilter: API_BASE,
    on: {
      error: (error, req, res) => {
        logError(`live API ${target} unreachable`, error);
        if (!('writeHead' in res) || res.headersSent) return;
        const body = failureBody(DEFAULT_STYLE, FAILURE.REJECTED, translate(languageOf(req), 'liveUnreachable', { target }));
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
      },
    },
  }) as unknown as RequestHandler;
}
