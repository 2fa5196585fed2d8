// Mails the simulator "sent" (find ID, reset password), readable through GET /sim/outbox.
import type { Db } from '../open';
import { insertRow } from '../sql';

export interface Mail {
  mailIdx: number;
  to: string;
  subject: string;
  body: string;
  createdDate: string;
}

export function outboxRepository(db: Db) {
  return {
    add(mail: Omit<Mail, 'mailIdx'>): number {
      return insertRow(db, 'outbox', { ...mail });
    },
    /** Newest first. */
    list(): Mail[] {
      return db.prepare('SELECT * FROM outbox ORDER BY mailIdx DESC').all() as Mail[];
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
