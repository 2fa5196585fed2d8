// Uploaded files as the handlers need them: exactly one file under the expected field, a name safe
// to display, a mime type safe to send back. Any upload endpoint (users, products) uses these.
import { displayFileName } from '../db/repositories/stored-files';
import { fail } from '../failure';
import type { RequestContext, UploadedFile } from './handler';

/** The one file of a multipart request; other file fields or a second file are refused. */
export function singleFile(files: readonly UploadedFile[], field: string): UploadedFile {
  const stray = files.find((f) => f.fieldName !== field);
  if (stray) fail.badInput(stray.fieldName, 'unknownField');
  if (files.length === 0) fail.badInput(field, 'required');
  if (files.length > 1) fail.badInput(field, 'oneFileOnly');
  const file = files[0]!;
  if (file.size === 0) fail.badInput(field, 'emptyFile');
  return file;
}

/** A size limit as messages state it: in MB (of 1,024 × 1,024 bytes, as the console's file sizes), and exactly. */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
export const byteCount = (bytes: number) => bytes.toLocaleString('en-US');
/** A stored or sent amount as a person reads it: bytes, KB or MB (of 1,024), so a little is not "0 MB". */
export const readableSize = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round((bytes / 1024) * 10) / 10} KB` : megabytes(bytes));

/**
 * Checked before anything is stored (the handler runs in one synchronous transaction, so two uploads
 * at once cannot both squeeze in): an upload must fit its company's file quota (null: the shared
 * catalog or internal staff, bounded by the database ceiling alone) and the database's ceiling.
 */
export function assertRoomFor(ctx: RequestContext, companyIdx: number | null, bytes: number): void {
  const { companyFileQuotaBytes: quota, databaseMaxBytes: limit } = ctx.options;
  if (companyIdx !== null) {
    const used = ctx.repos.storedFiles.bytesOfCompany(companyIdx);
    if (used + bytes > quota) fail.rejected('companyFilesFull', { quota: megabytes(quota), used: readableSize(used), size: readableSize(bytes) });
  }
  const used = ctx.repos.storedFiles.databaseBytes();
  if (used + bytes > limit) fail.rejected('databaseFilesFull', { limit: megabytes(limit), used: readableSize(used), size: readableSize(bytes) });
}

/** What a store keeps of an upload: the name as given and its display form, a safe type, the bytes. */
export function storedFile(file: UploadedFile): { originalName: string; fileName: string; mimeType: string; data: Buffer } {
  return { originalName: file.originalName, fileName: displayFileName(file.originalName), mimeType: safeMimeType(file.mimeType), data: file.buffer };
}

/** The client's mime type if it is a plain `type/subtype`; anything else is sent as bytes. */
export function safeMimeType(mimeType: string): string {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i.test(mimeType) ? mimeType.toLowerCase() : 'application/octet-stream';
}
