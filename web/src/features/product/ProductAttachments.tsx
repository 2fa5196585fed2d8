// A product's documents (ui/AttachmentsTable): upload one (with its progress) for who may change the
// product; one upload at a time, image or document.
import { useTranslation } from 'react-i18next';
import { useProductStore, type ProductAttachment } from './store';
import { AttachmentsTable } from '../../ui/AttachmentsTable';
import { showOutcome } from '../../ui/MessageDialog';
import { UploadButton } from '../../ui/UploadButton';

export function ProductAttachments({ productIdx, attachments, canChange }: { productIdx: number; attachments: readonly ProductAttachment[]; canChange: boolean }) {
  const { t } = useTranslation();
  const upload = useProductStore((s) => s.upload);
  const files = useProductStore.getState();
  return (
    <AttachmentsTable<ProductAttachment>
      area="product"
      rows={attachments}
      dataKey="productAttachmentIdx"
      files={files}
      upload={
        canChange && (
          <UploadButton
            onFile={async (file) => void (await showOutcome(await files.uploadFile(productIdx, 'ATTACHMENT', file)))}
            progress={upload?.kind === 'ATTACHMENT' ? upload : null}
            disabled={upload !== null}
            label={t('user.chooseFile')}
            testId="product-attachment-upload"
          />
        )
      }
    />
  );
}
