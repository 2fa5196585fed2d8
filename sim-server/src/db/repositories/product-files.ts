// Product files: a product's image and its documents, metadata and bytes in one table (BLOB), so no
// upload ever touches the disk. An image is found without sign-in by its publicKey.
import type { z } from 'zod';
import type { PRODUCT_FILE_KINDS, productAttachment } from '../../../../contract/index';
import type { Db } from '../open';
import { insertRow } from '../sql';

export type ProductFileKind = (typeof PRODUCT_FILE_KINDS)[number];
export type ProductAttachment = z.infer<typeof productAttachment>;

export interface NewProductFile {
  productIdx: number;
  kind: ProductFileKind;
  /** Images only: the key in their public address. */
  publicKey: string | null;
  originalName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** A file to stream: its product (for the scope check), display name, type and bytes. */
export interface ProductFile {
  productIdx: number;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

const META = 'SELECT productAttachmentIdx, productIdx, kind, fileName, fileSize, createdDate FROM product_attachments';

export function productFileRepository(db: Db) {
  return {
    /** A product's documents (kind ATTACHMENT), newest first. */
    attachmentsOf(productIdx: number): ProductAttachment[] {
      return db.prepare(`${META} WHERE productIdx = ? AND kind = 'ATTACHMENT' ORDER BY productAttachmentIdx DESC`).all(productIdx) as ProductAttachment[];
    },
    get(productAttachmentIdx: number): ProductAttachment | undefined {
      return db.prepare(`${META} WHERE productAttachmentIdx = ?`).get(productAttachmentIdx) as ProductAttachment | undefined;
    },
    file(productAttachmentIdx: number): ProductFile | undefined {
      return db.prepare('SELECT productIdx, fileName, mimeType, data FROM product_attachments WHERE productAttachmentIdx = ?').get(productAttachmentIdx) as
        | ProductFile
        | undefined;
    },
    /** An uploaded image by its public key: its product, type and bytes. */
    image(publicKey: string): { productIdx: number; mimeType: string; data: Buffer } | undefined {
      return db.prepare(`SELECT productIdx, mimeType, data FROM product_attachments WHERE publicKey = ? AND kind = 'IMAGE'`).get(publicKey) as
        | { productIdx: number; mimeType: string; data: Buffer }
        | undefined;
    },
    insert(file: NewProductFile, now: string): number {
      return insertRow(db, 'product_attachments', { ...file, fileSize: file.data.length, createdDate: now });
    },
    /** A product has one picture: the stored ones go when it is replaced or removed. */
    deleteImages(productIdx: number, except?: number): void {
      db.prepare(`DELETE FROM product_attachments WHERE productIdx = ? AND kind = 'IMAGE' AND productAttachmentIdx <> ?`).run(productIdx, except ?? 0);
    },
  };
}
export type ProductFileRepository = ReturnType<typeof productFileRepository>;
