// A record's documents (a product's, a user's): a heading, the record's own upload controls, and the
// files as a list — name, size, when — each with a Download button that saves it under its original
// name. A failed download shows the server's own message (spec §8), then the download state is
// reset; it is reset too when the table leaves the screen (the state belongs to this panel).
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DATE_TIME_FORMAT } from '@contract/constants';
import type { FileResponse } from '../api/call';
import { useUiStore } from '../state/ui';
import { DataList, type ListColumn } from './DataList';
import { DateCell } from './DateCell';
import { formatFileSize } from './format';
import { saveFile } from './saveFile';

export interface AttachmentRow {
  fileName: string;
  fileSize: number;
  createdDate: string;
}

/** What a store's downloadFile answers. */
export interface DownloadAnswer {
  file?: FileResponse;
  endsSession: boolean;
  message: string;
}

/** The download actions of a store that keeps documents (state/fileDownload). */
export interface FileDownloads {
  downloadFile: (attcheIdx: number) => Promise<DownloadAnswer>;
  resetDownload: () => void;
}

interface Props<R extends AttachmentRow> {
  /**
   * The area (an i18n namespace): `${area}.attachments` heads the section, `${area}.noAttachments`
   * is the empty list's message, the section's test id is `${area}-attachments`.
   */
  area: 'product' | 'user';
  rows: readonly R[];
  /** The attachment's id, what the download asks for. */
  dataKey: keyof R & string;
  files: FileDownloads;
  /** Columns shown before the file's own (a document type). */
  leadColumns?: ListColumn<R>[];
  /** The record's upload controls; none for who may not add documents. */
  upload?: ReactNode;
}

export function AttachmentsTable<R extends AttachmentRow>({ area, rows, dataKey, files, leadColumns = [], upload }: Props<R>) {
  const { t } = useTranslation();
  const { downloadFile, resetDownload } = files;
  const title = t(`${area}.attachments`);
  const testId = `${area}-attachments`;

  useEffect(() => () => resetDownload(), [resetDownload]);

  async function save(row: R) {
    const result = await downloadFile(row[dataKey] as number);
    if (result.file) return saveFile(result.file.blob, result.file.fileName ?? row.fileName);
    if (result.endsSession) return;
    await useUiStore.getState().showMessage(result.message);
    resetDownload();
  }

  const columns: ListColumn<R>[] = [
    ...leadColumns,
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
          onClick={() => void save(row)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby={`${testId}-title`} className="flex flex-column gap-3" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg m-0">
        {title}
      </h2>
      {upload}
      <DataList<R> label={title} rows={rows} dataKey={dataKey} emptyMessage={t(`${area}.noAttachments`)} columns={columns} />
    </section>
  );
}
