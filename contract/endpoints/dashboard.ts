import { endpoint } from '../endpoint';
import { emptyBody, infoResponse, noParams } from '../wire';
import { dashboardInfo } from '../entities';

export const dashboardEndpoints = {
  info: endpoint({
    id: 'dashboard.info',
    area: 'dashboard',
    method: 'GET',
    path: '/dashboard/info',
    summary: "Fleet, fault and today's sales figures for the caller's scope.",
    params: noParams,
    body: emptyBody,
    response: infoResponse(dashboardInfo),
  }),
};
