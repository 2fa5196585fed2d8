// A product's documents: upload one (with its progress), download each under its original name.
// A failed download shows the server's own message (spec §8), then the download state is reset.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useProductStore, type ProductAttachment } from '../../state/product';
import { useUiStore } from '../../state/ui';
import { DataList, type ListColumn } from '../../ui/DataList';
import { DateCell } from '../../ui/DateCell';
import { formatFileSize } from '../../ui/format';
import { showOutcome } from '../../ui/MessageDialog';
import { saveFile } from '../../ui/saveFile';
import { UploadButton } from '../../ui/UploadButton';

export function ProductAttachments({ productIdx, attachments, canChange }: { productIdx: number; attachments: readonly ProductAttachment[]; canChange: boolean }) {
  const { t } = useTranslation();
  const upload = useProductStore((s) => s.upload);
  const { uploadFile, downloadFile, resetDownload } = useProductStore.getState();

  useEffect(() => () => resetDownload(), [resetDownload]);

  async function download(row: ProductAttachment) {
    const result = await downloadFile(row.productAttachmentIdx);
    if (result.file) return saveFile(result.file.blob, result.file.fileName ?? row.fileName);
    if (result.endsSession) return;
    await useUiStore.getState().showMessage(result.message);
    resetDownload();
  }

  const columns: ListColumn<ProductAttachment>[] = [
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
  ];

  return (
    <section aria-labelledby="product-attachments-title" className="flex flex-column gap-3" data-testid="product-attachments">
      <h2 id="product-attachments-title" className="text-lg m-0">
        {t('product.attachments')}
      </h2>
      {canChange && (
        <UploadButton
          onFile={async (file) => void (await showOutcome(await uploadFile(productIdx, 'ATTACHMENT', file)))}
          progress={upload?.kind === 'ATTACHMENT' ? upload : null}
          disabled={upload !== null}
          label={t('user.chooseFile')}
          testId="product-attachment-upload"
        />
      )}
      <DataList<ProductAttachment>
        label={t('product.attachments')}
        rows={attachments}
        dataKey="productAttachmentIdx"
        emptyMessage={t('product.noAttachments')}
        columns={columns}
      />
    </section>
  );
}
