// /auth/privacy-policy: the operator console's privacy policy (text in i18n ko/en).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { paths } from '../../core/paths';

const SECTIONS = ['collected', 'purpose', 'retention', 'sharing', 'rights', 'contact'] as const;

export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout titleKey="titles.privacyPolicy" wide>
      <p className="mt-0 line-height-3">{t('privacy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2 className="text-base mb-1">{t(`privacy.${section}Title`)}</h2>
          <p className="mt-0 line-height-3">{t(`privacy.${section}`)}</p>
        </section>
      ))}
      <Link to={paths.login()} className="text-sm">
        {t('actions.backToLogin')}
      </Link>
    </AuthLayout>
  );
}
