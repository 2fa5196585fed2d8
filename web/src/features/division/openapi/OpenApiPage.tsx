// /management/openapi: Open API access per division. The switch turns access on or off (the first
// switch-on issues a key); 'Issue key' / 'Regenerate key' (confirmed) issues a new one. A new key is
// shown in full once, in a dialog; the list only ever holds the masked form.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { DATE_TIME_FORMAT } from '@contract/constants';
import { useDivisionStore, type OpenApiAccess, type OpenApiChange } from '../store';
import { confirmAction } from '../../../ui/confirmAction';
import { DataList } from '../../../ui/DataList';
import { DateCell } from '../../../ui/DateCell';
import { showOutcome } from '../../../ui/MessageDialog';
import { IssuedKeyDialog } from './IssuedKeyDialog';

export default function OpenApiPage() {
  const { t } = useTranslation();
  const { openApiList, issuedKey, loading, status, message, fetchOpenApiList, changeOpenApi, forgetIssuedKey } = useDivisionStore();

  useEffect(() => {
    void fetchOpenApiList();
    return () => useDivisionStore.getState().forgetIssuedKey();
  }, [fetchOpenApiList]);

  async function change(request: OpenApiChange) {
    const result = await changeOpenApi(request);
    // A new key shows itself in its dialog (and the list fetches its masked form); anything else says how it went.
    if (result.ok && useDivisionStore.getState().issuedKey) void fetchOpenApiList();
    else await showOutcome(result);
  }

  function issueKey(row: OpenApiAccess) {
    const request = { divisionIdx: row.divisionIdx, enabled: row.enabled, regenerateKey: true };
    if (!row.apiKey) void change(request);
    else confirmAction({ acceptLabel: t('openApi.regenerateKey'), message: t('openApi.confirmRegenerate', { division: row.divisionName }), onAccept: () => change(request) });
  }

  return (
    <div className="flex flex-column gap-3">
      <p className="m-0 text-600">{t('openApi.intro')}</p>
      {status === 'FAIL' && !openApiList.length && <Message severity="error" text={message} />}
      <DataList<OpenApiAccess>
        label={t('titles.openApi')}
        rows={openApiList}
        dataKey="divisionIdx"
        loading={loading}
        emptyMessage={t('openApi.empty')}
        columns={[
          { field: 'divisionName', header: t('fields.divisionName') },
          { field: 'companyName', header: t('fields.companyName') },
          {
            field: 'enabled',
            header: t('fields.enabled'),
            body: (row) => (
              <InputSwitch
                checked={row.enabled}
                onChange={(e) => void change({ divisionIdx: row.divisionIdx, enabled: Boolean(e.value), regenerateKey: false })}
                aria-label={t('openApi.toggle', { division: row.divisionName })}
              />
            ),
          },
          { field: 'apiKey', header: t('fields.apiKey'), body: (row) => <code>{row.apiKey ?? '-'}</code> },
          { field: 'issuedDate', header: t('fields.issuedDate'), body: (row) => <DateCell value={row.issuedDate} format={DATE_TIME_FORMAT} /> },
          {
            field: 'issue',
            header: '',
            body: (row) => (
              <Button
                type="button"
                size="small"
                outlined
                icon={row.apiKey ? 'pi pi-refresh' : 'pi pi-key'}
                label={row.apiKey ? t('openApi.regenerateKey') : t('openApi.issueKey')}
                aria-label={`${row.apiKey ? t('openApi.regenerateKey') : t('openApi.issueKey')}: ${row.divisionName}`}
                onClick={() => issueKey(row)}
              />
            ),
          },
        ]}
      />
      <IssuedKeyDialog issued={issuedKey} onClose={forgetIssuedKey} />
    </div>
  );
}
