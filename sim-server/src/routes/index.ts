// Every simulated area. An endpoint without a handler here answers NOT_SIMULATED.
import { mergeHandlers } from '../http/handler';
import { authHandlers } from './auth';
import { companyHandlers } from './company';
import { dashboardHandlers } from './dashboard';
import { deviceHandlers } from './device';
import { deviceHistoryHandlers } from './device-history';
import { divisionHandlers } from './division';
import { employeePointLogHandlers, employeeUidHandlers } from './employee-uid';
import { openApiHandlers } from './open-api';
import { orderHandlers } from './order';
import { paymentHandlers, salesHandlers } from './payment';
import { productFileHandlers } from './product-files';
import { productMasterHandlers } from './product-master';
import { promotionHandlers } from './promotion';
import { resetPolicyHandlers } from './reset-policy';
import { statisticsHandlers } from './statistics';
import { stockHandlers } from './stock';
import { trainingHandlers } from './training';
import { trayHandlers } from './tray';
import { uidTimeHandlers } from './uid-time';
import { userAttachmentHandlers } from './user-attachments';
import { userHandlers } from './user';

export const simulatedHandlers = mergeHandlers(
  authHandlers,
  dashboardHandlers,
  companyHandlers,
  userHandlers,
  userAttachmentHandlers,
  divisionHandlers,
  openApiHandlers,
  resetPolicyHandlers,
  uidTimeHandlers,
  deviceHandlers,
  deviceHistoryHandlers,
  trayHandlers,
  productMasterHandlers,
  productFileHandlers,
  stockHandlers,
  orderHandlers,
  promotionHandlers,
  paymentHandlers,
  salesHandlers,
  statisticsHandlers,
  trainingHandlers,
  employeeUidHandlers,
  employeePointLogHandlers,
);
