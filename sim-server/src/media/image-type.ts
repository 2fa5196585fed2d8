// What an uploaded picture really is, read from its first bytes: a declared type is the client's
// claim, the magic bytes are the file's. Only raster types a browser shows safely are known.
import { PRODUCT_IMAGE_TYPES } from '../../../contract/index';

export type ImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

/** File name extension of each type, for the public address. */
export const IMAGE_EXTENSIONS: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) => data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or null when they are none of PRODUCT_IMAGE_TYPES. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
