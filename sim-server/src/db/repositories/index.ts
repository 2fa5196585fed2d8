// Every repository over one database handle.
import type { Db } from '../open';
import { companyRepository } from './companies';
import { deviceRepository } from './devices';
import { divisionRepository } from './divisions';
import { outboxRepository } from './outbox';
import { productRepository } from './products';
import { sessionRepository } from './sessions';
import { userRepository } from './users';

export function createRepositories(db: Db) {
  return {
    db,
    companies: companyRepository(db),
    divisions: divisionRepository(db),
    devices: deviceRepository(db),
    products: productRepository(db),
    users: userRepository(db),
    sessions: sessionRepository(db),
    outbox: outboxRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
