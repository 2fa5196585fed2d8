// Spec §3: a product shows its picture only when imgFullPath is an http(s) link; anything else
// (null, a bare file name, a relative path) shows the placeholder.
export function isImageLink(imgFullPath: string | null | undefined): imgFullPath is string {
  return typeof imgFullPath === 'string' && /^https?:\/\/\S+$/i.test(imgFullPath.trim());
}
