// Pick a file and upload it at once (PrimeReact FileUpload, custom upload through the caller's
// store action), with a ProgressBar showing the percent while it goes. Files over the limit are
// refused before anything is sent.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { ProgressBar } from 'primereact/progressbar';
import { UPLOAD_LIMIT_BYTES } from '@contract/constants';
import { useUiStore } from '../state/ui';
import { formatFileSize } from './format';

export interface UploadProgressView {
  fileName: string;
  percent: number;
}

interface UploadButtonProps {
  /** Sends the file; resolves when the upload has ended (either way). */
  onFile: (file: File) => Promise<unknown>;
  progress: UploadProgressView | null;
  label: string;
  disabled?: boolean;
  testId?: string;
  /** File types the picker offers (e.g. 'image/png,image/jpeg'); default any. */
  accept?: string;
  /** Largest file accepted, refused before sending (default UPLOAD_LIMIT_BYTES). */
  maxBytes?: number;
}

export function UploadButton({ onFile, progress, label, disabled, testId = 'upload', accept, maxBytes = UPLOAD_LIMIT_BYTES }: UploadButtonProps) {
  const { t } = useTranslation();
  const ref = useRef<FileUpload>(null);

  async function upload(event: FileUploadHandlerEvent) {
    const file = event.files[0];
    try {
      if (file) await onFile(file);
    } finally {
      event.options.clear();
    }
  }

  return (
    <div className="flex flex-column gap-2" data-testid={testId}>
      <FileUpload
        ref={ref}
        mode="basic"
        name="file"
        auto
        customUpload
        uploadHandler={(e) => void upload(e)}
        accept={accept}
        maxFileSize={maxBytes}
        onValidationFail={(file) => void useUiStore.getState().showMessage(t('upload.tooLarge', { name: file.name, size: formatFileSize(maxBytes) }))}
        chooseLabel={label}
        chooseOptions={{ icon: 'pi pi-upload' }}
        disabled={disabled || progress !== null}
      />
      {progress && (
        <div className="flex flex-column gap-1" data-testid={`${testId}-progress`}>
          <span className="text-sm">{t('upload.progress', { name: progress.fileName, percent: progress.percent })}</span>
          <ProgressBar value={progress.percent} style={{ height: '1.1rem', width: '18rem' }} aria-label={t('upload.progressLabel')} />
        </div>
      )}
    </div>
  );
}
