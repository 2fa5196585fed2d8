// 한국어 / English; the choice is remembered (i18n/index.ts).
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { LANGUAGES } from '@contract/messages';
import { setLanguage, useLanguage } from '../i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div className="flex gap-1" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          type="button"
          label={t(`language.${lang}`)}
          size="small"
          text={lang !== current}
          aria-pressed={lang === current}
          onClick={() => void setLanguage(lang)}
        />
      ))}
    </div>
  );
}
