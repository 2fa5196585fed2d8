// Simulator only: the demo accounts, each with a button that fills the sign-in form.
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useLanguage } from '../../i18n';
import { authTypeLabel } from '../../ui/labels';
import { useRuntimeConfig, type DemoAccount } from '../../api/runtimeConfig';

export function DemoAccounts({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { config } = useRuntimeConfig();
  if (config.backend !== 'simulator' || config.demoAccounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts" className="mt-4 pt-3 border-top-1 surface-border">
      <h2 id="demo-accounts" className="text-base mt-0 mb-1">
        {t('auth.demoAccounts')}
      </h2>
      <p className="text-sm text-600 mt-0">{t('auth.demoHint')}</p>
      <ul className="list-none p-0 m-0 flex flex-column gap-2">
        {config.demoAccounts.map((account) => (
          <li key={account.userId} className="flex align-items-center justify-content-between gap-2">
            <span className="text-sm">
              <code>{account.userId}</code> / <code>{account.password}</code> · {authTypeLabel(account.authType, lang)}
            </span>
            <Button
              type="button"
              size="small"
              text
              className="flex-shrink-0 white-space-nowrap"
              label={t('actions.useAccount')}
              aria-label={`${t('actions.useAccount')}: ${account.userId}`}
              onClick={() => onUse(account)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
