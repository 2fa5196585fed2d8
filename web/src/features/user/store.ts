// State area `user` (spec §3): list, detail with attachments, the signed-in user's own record
// (my info), upload progress and the file-download state (resettable, spec §4).
import { api } from '@contract/api-routes';
import { user as userSchema, userAttachment as attachmentSchema } from '@contract/entities';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import type { User, UserAttachment } from '@contract/entities';
import { createAreaStore } from '../../state/areaStore';
import { downloadActions, idleDownload, type DownloadState, type UploadProgress } from '../../state/fileDownload';

export { idleDownload, type DownloadState };
import { listSpec } from '../../state/recordSpecs';

export type UserDetail = ResponseOf<typeof api.user.info>['data'];
export type UserListQuery = BodyOf<typeof api.user.list>;
export type UserStoreBody = BodyOf<typeof api.user.store>;
export type DocumentType = BodyOf<typeof api.user.fileUpload>['documentType'];

export type { UploadProgress };


export const useUserStore = createAreaStore(
  {
    list: [] as User[],
    totalCount: 0,
    detail: null as UserDetail | null,
    attachments: [] as UserAttachment[],
    /** The signed-in user's own record (user.info without userIdx). */
    mine: null as UserDetail | null,
    upload: null as UploadProgress | null,
    download: idleDownload as DownloadState,
  },
  ({ run, set }) => ({
    fetchList: (query: UserListQuery = {}) => run(listSpec(api.user.list), { body: query }),
    fetchDetail: (userIdx: number) =>
      run(
        {
          endpoint: api.user.info,
          kind: 'fetch',
          latest: 'detail', // as every detail read (recordSpecs.detailSpec): a late answer for another user is dropped
          onSuccess: (d, r) => {
            d.detail = r.data;
            d.attachments = r.data.attachmentList;
          },
          onFailure: (d) => {
            d.detail = null;
            d.attachments = [];
          },
        },
        { body: { userIdx } },
      ),
    fetchMine: () =>
      run({ endpoint: api.user.info, kind: 'fetch', onSuccess: (d, r) => void (d.mine = r.data), onFailure: (d) => void (d.mine = null) }, { body: {} }),
    /** Create (no userIdx) or update; the answer carries the saved user (without attachments). */
    save: (body: UserStoreBody) =>
      run(
        {
          endpoint: api.user.store,
          kind: 'save',
          onSuccess: (d, r) => {
            const saved = userSchema.safeParse(r.data);
            if (!saved.success) return;
            d.detail = { ...saved.data, attachmentList: d.detail?.userIdx === saved.data.userIdx ? d.attachments : [] };
            if (d.mine?.userIdx === saved.data.userIdx) d.mine = { ...saved.data, attachmentList: d.mine.attachmentList };
          },
        },
        { body },
      ),
    remove: (userIdx: number) =>
      run(
        {
          endpoint: api.user.delete,
          kind: 'save',
          onSuccess: (d) => {
            d.detail = null;
            d.attachments = [];
          },
        },
        { params: { userIdx } },
      ),
    /** Multipart upload; `upload` follows its progress and is cleared when it ends. */
    uploadFile: (userIdx: number, documentType: DocumentType, file: File) => {
      set((d) => void (d.upload = { fileName: file.name, percent: 0 }));
      return run(
        {
          endpoint: api.user.fileUpload,
          kind: 'save',
          onSuccess: (d, r) => {
            const saved = attachmentSchema.safeParse(r.data);
            if (saved.success) d.attachments.push(saved.data);
            d.upload = null;
          },
          onFailure: (d) => void (d.upload = null),
        },
        {
          body: { userIdx, documentType },
          files: { file },
          onUploadProgress: (percent) =>
            set((d) => {
              if (d.upload) d.upload.percent = percent;
            }),
        },
      );
    },
    ...downloadActions({ run, set }, api.user.fileDownload),
  }),
);
