// The full Open API key, shown once right after it was issued: copy it now, it will not be shown again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { IssuedKey } from '../store';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function IssuedKeyDialog({ issued, onClose }: { issued: IssuedKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Dialog
      visible={issued !== null}
      header={t('openApi.keyIssuedTitle')}
      onHide={close}
      closable={false}
      style={{ width: 'min(36rem, 94vw)' }}
      footer={<Button label={t('actions.close')} onClick={close} autoFocus />}
    >
      {issued && (
        <div className="flex flex-column gap-3">
          <p className="m-0">{t('openApi.keyIssuedFor', { division: issued.divisionName })}</p>
          <div className="flex align-items-center gap-2">
            <code className="p-2 surface-100 border-round flex-1 font-bold" style={{ wordBreak: 'break-all' }} data-testid="issued-api-key">
              {issued.apiKey}
            </code>
            <Button type="button" label={t('actions.copy')} icon="pi pi-copy" onClick={() => void copyText(issued.apiKey).then(setCopied)} />
          </div>
          {copied !== null && <small role="status">{copied ? t('openApi.copied') : t('openApi.copyFailed')}</small>}
          <Message severity="warn" text={t('openApi.shownOnce')} />
        </div>
      )}
    </Dialog>
  );
}
