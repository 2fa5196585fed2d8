// What uploads have stored: the bytes of one company's files (user documents, product pictures and
// documents) and the size of the database as a whole, for the upload quota (http/upload.ts); and
// the name a stored file shows, for uploads and the seeded world alike.
import type { Db } from '../open';

const MAX_NAME_LENGTH = 200;

/** C0/C1 controls, and the bidi marks that can make 'exe.pdf' look like 'pdf.exe'. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name shown in lists and offered on download. Control characters go; path separators become
 * '_' so '../../etc/passwd' reads '.._.._etc_passwd' and can never name a place on a disk.
 */
export function displayFileName(originalName: string): string {
  const cleaned = originalName.replace(CONTROLS, '').replace(/[/\\]/g, '_').trim();
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join('') || 'file';
}

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
