// A user's documents (ui/AttachmentsTable): pick the document type, upload a file (with its
// progress); the list shows each file's type.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAttachment } from '@contract/entities';
import { DOCUMENT_TYPES } from '@contract/endpoints/user';
import { useUserStore, type DocumentType } from './store';
import { AttachmentsTable } from '../../ui/AttachmentsTable';
import { showOutcome } from '../../ui/MessageDialog';
import { EnumField } from '../../ui/EnumField';
import { UploadButton } from '../../ui/UploadButton';

export function UserAttachments({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const [documentType, setDocumentType] = useState<DocumentType>(DOCUMENT_TYPES[0]!);
  const attachments = useUserStore((s) => s.attachments);
  const upload = useUserStore((s) => s.upload);
  const files = useUserStore.getState();

  async function send(file: File) {
    await showOutcome(await files.uploadFile(userIdx, documentType, file));
  }

  return (
    <AttachmentsTable<UserAttachment>
      area="user"
      rows={attachments}
      dataKey="userAttachmentIdx"
      files={files}
      leadColumns={[
        { field: 'documentType', header: t('fields.documentType'), body: (row) => t(`enums.documentType.${row.documentType}`, { defaultValue: row.documentType }) },
      ]}
      upload={
        <div className="flex align-items-start gap-3 flex-wrap">
          <EnumField id="documentType" className="" label={t('fields.documentType')} codes={DOCUMENT_TYPES} labels="documentType" value={documentType} onValue={setDocumentType} />
          <div className="flex flex-column gap-1">
            <span className="text-sm font-medium">{t('fields.file')}</span>
            <UploadButton onFile={send} progress={upload} label={t('user.chooseFile')} testId="attachment-upload" />
          </div>
        </div>
      }
    />
  );
}
