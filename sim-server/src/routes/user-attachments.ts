// User documents: upload into the database and download with the original name. Who may upload
// is who may change the user; who may download is who may see the user.
import { api } from '../../../contract/index';
import { assertCanManage } from '../auth/user-permissions';
import { fail } from '../failure';
import { FileReply, defineHandlers, reply } from '../http/handler';
import { assertRoomFor, singleFile, storedFile } from '../http/upload';
import { visibleUser } from './visible';

export const userAttachmentHandlers = defineHandlers(api.user, {
  fileUpload: ({ body, files }, ctx) => {
    const file = singleFile(files, 'file');
    const user = visibleUser(ctx, body.userIdx);
    assertCanManage(ctx.scope, user);
    assertRoomFor(ctx, user.companyIdx, file.size);
    const idx = ctx.repos.attachments.insert({ userIdx: body.userIdx, documentType: body.documentType, ...storedFile(file) }, ctx.now);
    return reply.saved(ctx, ctx.repos.attachments.get(idx)!);
  },

  fileDownload: ({ params }, ctx) => {
    const file = ctx.repos.attachments.file(params.attcheIdx) ?? fail.notFound('attachment');
    visibleUser(ctx, file.userIdx);
    return new FileReply(file.fileName, file.mimeType, file.data);
  },
});
