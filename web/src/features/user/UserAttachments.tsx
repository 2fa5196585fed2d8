// A user's documents: pick the document type, upload a file (with its progress), download each
// under its original name. A failed download shows the server's own message (spec §8).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { UserAttachment } from '@contract/entities';
import { DOCUMENT_TYPES } from '@contract/endpoints/user';
import { useUserStore, type DocumentType } from '../../state/user';
import { useUiStore } from '../../state/ui';
import { DataList } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatFileSize } from '../../ui/format';
import { showOutcome } from '../../ui/MessageDialog';
import { saveFile } from '../../ui/saveFile';
import { SelectField } from '../../ui/SelectField';
import { UploadButton } from '../../ui/UploadButton';

export function UserAttachments({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const [documentType, setDocumentType] = useState<DocumentType>(DOCUMENT_TYPES[0]!);
  const attachments = useUserStore((s) => s.attachments);
  const upload = useUserStore((s) => s.upload);
  const { uploadFile, downloadFile, resetDownload } = useUserStore.getState();

  // The download state belongs to this panel: gone when the operator leaves it.
  useEffect(() => () => resetDownload(), [resetDownload]);

  async function send(file: File) {
    await showOutcome(await uploadFile(userIdx, documentType, file));
  }

  async function download(row: UserAttachment) {
    const result = await downloadFile(row.userAttachmentIdx);
    if (result.file) {
      saveFile(result.file.blob, result.file.fileName ?? row.fileName);
    } else if (!result.endsSession) {
      await useUiStore.getState().showMessage(result.message);
      resetDownload();
    }
  }

  return (
    <section aria-labelledby="attachments-title" className="flex flex-column gap-3" data-testid="user-attachments">
      <h2 id="attachments-title" className="text-lg m-0">
        {t('user.attachments')}
      </h2>
      <div className="flex align-items-start gap-3 flex-wrap">
        <SelectField
          id="documentType"
          className=""
          label={t('fields.documentType')}
          value={documentType}
          options={DOCUMENT_TYPES.map((code) => ({ value: code, label: t(`enums.documentType.${code}`) }))}
          onValue={(code) => code && setDocumentType(code)}
        />
        <div className="flex flex-column gap-1">
          <span className="text-sm font-medium">{t('fields.file')}</span>
          <UploadButton onFile={send} progress={upload} label={t('user.chooseFile')} testId="attachment-upload" />
        </div>
      </div>
      <DataList<UserAttachment>
        label={t('user.attachments')}
        rows={attachments}
        dataKey="userAttachmentIdx"
        emptyMessage={t('user.noAttachments')}
        columns={[
          { field: 'documentType', header: t('fields.documentType'), body: (row) => t(`enums.documentType.${row.documentType}`, { defaultValue: row.documentType }) },
          { field: 'fileName', header: t('fields.fileName') },
          { field: 'fileSize', header: t('fields.fileSize'), body: (row) => formatFileSize(row.fileSize) },
          { field: 'createdDate', header: t('fields.createdDate'), body: (row) => <DateCell value={row.createdDate} format={DATE_TIME_FORMAT} /> },
          {
            field: 'download',
            header: '',
            body: (row) => (
              <Button
                type="button"
                label={t('actions.download')}
                icon="pi pi-download"
                size="small"
                outlined
                aria-label={t('user.downloadFile', { name: row.fileName })}
                onClick={() => void download(row)}
              />
            ),
          },
        ]}
      />
    </section>
  );
}
