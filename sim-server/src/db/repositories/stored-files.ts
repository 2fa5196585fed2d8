// What uploads have stored: the bytes of one company's files (user documents, product pictures and
// documents) and the size of the database as a whole, for the upload quota (http/upload.ts).
import type { Db } from '../open';

export function storedFileRepository(db: Db) {
  const ofCompany = db.prepare(`
    SELECT (SELECT COALESCE(SUM(a.fileSize), 0) FROM user_attachments a JOIN users u ON u.userIdx = a.userIdx WHERE u.companyIdx = @companyIdx)
         + (SELECT COALESCE(SUM(f.fileSize), 0) FROM product_attachments f JOIN products p ON p.productIdx = f.productIdx WHERE p.companyIdx = @companyIdx)`);
  return {
    /** Bytes of every file stored for the company's users and own products. */
    bytesOfCompany(companyIdx: number): number {
      return ofCompany.pluck().get({ companyIdx }) as number;
    },
    /** Bytes the database's pages in use take (free pages are reused before the file grows). */
    databaseBytes(): number {
      const pages = (db.pragma('page_count', { simple: true }) as number) - (db.pragma('freelist_count', { simple: true }) as number);
      return pages * (db.pragma('page_size', { simple: true }) as number);
    },
  };
}
export type StoredFileRepository = ReturnType<typeof storedFileRepository>;
