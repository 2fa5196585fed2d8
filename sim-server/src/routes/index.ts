// Every simulated area. An endpoint without a handler here answers NOT_SIMULATED.
import { mergeHandlers } from '../http/handler';
import { authHandlers } from './auth';
import { companyHandlers } from './company';
import { dashboardHandlers } from './dashboard';

export const simulatedHandlers = mergeHandlers(authHandlers, dashboardHandlers, companyHandlers);
