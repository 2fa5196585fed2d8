// User attachments: metadata and bytes in one table (BLOB), so no upload ever touches the disk.
import type { UserAttachment } from '../../../../contract/index';
import type { Db } from '../open';
import { insertRow } from '../sql';

/** What an upload stores: the name as given and its display form, the bytes and their type. */
export interface NewAttachment {
  userIdx: number;
  originalName: string;
  fileName: string;
  documentType: string;
  mimeType: string;
  data: Buffer;
}

/** An attachment to stream: its owner (for the scope check), display name, type and bytes. */
export interface AttachmentFile {
  userIdx: number;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

const META = 'SELECT userAttachmentIdx, userIdx, fileName, documentType, fileSize, createdDate FROM user_attachments';

export function attachmentRepository(db: Db) {
  return {
    /** A user's attachments, oldest first (the order they were handed in). */
    listOfUser(userIdx: number): UserAttachment[] {
      return db.prepare(`${META} WHERE userIdx = ? ORDER BY userAttachmentIdx`).all(userIdx) as UserAttachment[];
    },
    get(userAttachmentIdx: number): UserAttachment | undefined {
      return db.prepare(`${META} WHERE userAttachmentIdx = ?`).get(userAttachmentIdx) as UserAttachment | undefined;
    },
    file(userAttachmentIdx: number): AttachmentFile | undefined {
      return db.prepare('SELECT userIdx, fileName, mimeType, data FROM user_attachments WHERE userAttachmentIdx = ?').get(userAttachmentIdx) as
        | AttachmentFile
        | undefined;
    },
    insert(attachment: NewAttachment, now: string): number {
      return insertRow(db, 'user_attachments', { ...attachment, fileSize: attachment.data.length, createdDate: now });
    },
  };
}
export type AttachmentRepository = ReturnType<typeof attachmentRepository>;
