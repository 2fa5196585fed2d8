// Every repository over one database handle.
import type { Db } from '../open';
import { attachmentRepository } from './attachments';
import { storedFileRepository } from './stored-files';
import { classroomRepository } from './classrooms';
import { companyRepository } from './companies';
import { deviceRepository } from './devices';
import { divisionRepository } from './divisions';
import { doorOpenRepository } from './door-opens';
import { employeeUidRepository } from './employee-uids';
import { faultRepository } from './faults';
import { inventoryRepository } from './inventory';
import { openApiRepository } from './open-api';
import { orderRepository } from './orders';
import { outboxRepository } from './outbox';
import { passwordResetRepository } from './password-resets';
import { paymentRepository } from './payments';
import { productFileRepository } from './product-files';
import { productRepository } from './products';
import { promotionRepository } from './promotions';
import { resetPolicyRepository } from './reset-policies';
import { restockRouteRepository } from './restock-routes';
import { selfCheckRepository } from './self-checks';
import { sessionRepository } from './sessions';
import { simStateRepository } from './sim-state';
import { statisticsRepository } from './statistics';
import { stockRepository } from './stock';
import { temperatureRepository } from './temperatures';
import { trainingRepository } from './trainings';
import { trayRepository } from './trays';
import { uidTimeRepository } from './uid-times';
import { userRepository } from './users';

export function createRepositories(db: Db) {
  const training = trainingRepository(db);
  return {
    db,
    companies: companyRepository(db),
    divisions: divisionRepository(db),
    devices: deviceRepository(db),
    trays: trayRepository(db),
    faults: faultRepository(db),
    selfChecks: selfCheckRepository(db),
    doorOpens: doorOpenRepository(db),
    temperatures: temperatureRepository(db),
    // A product put on an AI fridge's tray waits for training, however it got there (one path for the API and the fleet).
    stock: stockRepository(db, training.productArrived),
    payments: paymentRepository(db),
    statistics: statisticsRepository(db),
    promotions: promotionRepository(db),
    employeeUids: employeeUidRepository(db),
    products: productRepository(db),
    training,
    productFiles: productFileRepository(db),
    inventory: inventoryRepository(db),
    orders: orderRepository(db),
    users: userRepository(db),
    attachments: attachmentRepository(db),
    storedFiles: storedFileRepository(db),
    openApi: openApiRepository(db),
    resetPolicies: resetPolicyRepository(db),
    restockRoutes: restockRouteRepository(db),
    uidTimes: uidTimeRepository(db),
    sessions: sessionRepository(db),
    passwordResets: passwordResetRepository(db),
    outbox: outboxRepository(db),
    simState: simStateRepository(db),
    classrooms: classroomRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
