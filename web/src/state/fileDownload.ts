// The download of one attachment, shared by the areas that keep documents (users, products): the
// file, and the area's `download` state — which attachment, how it went, and on failure the
// server's own message (spec §8) — which the screen resets when it is done with it (spec §4).
import { api } from '@contract/api-routes';
import type { FileResponse } from '../api/call';
import type { AreaTools, Status } from './areaStore';

/** An upload in flight: which file, how far (0–100). */
export interface UploadProgress {
  fileName: string;
  percent: number;
}

/** The last download: which attachment, how it went, the message on failure. */
export interface DownloadState {
  attcheIdx: number | null;
  status: Status;
  message: string;
}
export const idleDownload: DownloadState = { attcheIdx: null, status: '', message: '' };

type FileEndpoint = typeof api.user.fileDownload | typeof api.product.fileDownload;

export function downloadActions({ run, set }: Pick<AreaTools<{ download: DownloadState }>, 'run' | 'set'>, endpoint: FileEndpoint) {
  return {
    /** The file of an attachment; on failure `download.message` is the server's own message (spec §8). */
    downloadFile: async (attcheIdx: number) => {
      set((d) => void (d.download = { attcheIdx, status: '', message: '' }));
      const result = await run({ endpoint, kind: 'fetch', serverMessage: true }, { params: { attcheIdx } });
      set((d) => void (d.download = { attcheIdx, status: result.status, message: result.message }));
      return { ...result, file: result.ok ? (result.response as FileResponse) : undefined };
    },
    resetDownload: () => set((d) => void (d.download = idleDownload)),
  };
}
