import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, text, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, saveResponse } from '../wire';
import { authType, user, userAttachment, userDetail, userType } from '../entities';
import { emailText, phoneText } from '../formats';
import { newPassword } from './auth';
import { PASSWORD_MAX_LENGTH } from '../constants';


/** A new user (no userIdx) is created with a user ID and a password; a change may leave both out. */
function newUserNeedsIdAndPassword(body: { userIdx?: number; userId?: string; password?: string }, ctx: z.RefinementCtx) {
  if (body.userIdx !== undefined) return;
  for (const field of ['userId', 'password'] as const) {
    if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
  }
}

export const DOCUMENT_TYPES = ['BUSINESS_LICENSE', 'CONTRACT', 'ID_CARD', 'BANK_ACCOUNT', 'ETC'] as const;

export const userEndpoints = {
  list: endpoint({
    id: 'user.list', area: 'user', method: 'POST', path: '/user/list',
    summary: 'Users in the caller’s scope.',
    params: noParams,
    body: listQuery.extend({ userType: userType.optional(), authType: authType.optional() }),
    response: listResponse(user),
  }),
  info: endpoint({
    id: 'user.info', area: 'user', method: 'POST', path: '/user/info',
    summary: 'One user with attachments; without userIdx, the signed-in user.',
    params: noParams,
    body: z.object({ userIdx: bodyIdx.optional() }).strict(),
    response: infoResponse(userDetail),
  }),
  store: endpoint({
    id: 'user.store', area: 'user', method: 'POST', path: '/user/store',
    summary: 'Create (no userIdx) or update a user; a password, when given, is replaced (one’s own only with currentPassword).',
    access: { area: 'user', actions: ['create', 'update'] },
    params: noParams,
    body: z.object({
      userIdx: bodyIdx.optional(),
      userId: text(50)
        .min(3)
        .regex(/^[A-Za-z0-9._@-]*$/, 'userIdChars')
        .optional(),
      password: newPassword.optional(),
      /** Changing one's own password takes the current one (My info); another user's does not. */
      currentPassword: z.string({ error: 'mustBeText' }).max(PASSWORD_MAX_LENGTH).optional(),
      userName: text(50).min(1, 'required'),
      userType,
      authType,
      companyIdx: bodyIdx.nullable().optional(),
      divisionIdxList: z.array(bodyIdx).max(500).optional(),
      email: emailText.default(''),
      phone: phoneText.default(''),
    }).strict().superRefine(newUserNeedsIdAndPassword),
    response: saveResponse(user),
  }),
  fileUpload: endpoint({
    id: 'user.fileUpload', area: 'user', method: 'POST', path: '/user/fileUpload',
    summary: 'Attach a document to a user (multipart: userIdx, documentType, file).',
    params: noParams,
    bodyKind: 'multipart',
    body: z.object({ userIdx: idx, documentType: z.enum(DOCUMENT_TYPES) }).strict(),
    response: saveResponse(userAttachment),
  }),
  fileDownload: endpoint({
    id: 'user.fileDownload', area: 'user', method: 'GET', path: '/user/fileDownload/{attcheIdx}',
    summary: 'Download a user attachment with its original name.',
    params: z.object({ attcheIdx: idx }),
    body: emptyBody,
    response: z.unknown(),
    responseKind: 'file',
  }),
  delete: endpoint({
    id: 'user.delete', area: 'user', method: 'GET', path: '/user/delete/{userIdx}',
    summary: 'Delete a user and their attachments.',
    access: { area: 'user', actions: ['delete'] },
    params: z.object({ userIdx: idx }),
    body: emptyBody,
    response: saveResponse(),
  }),
};
