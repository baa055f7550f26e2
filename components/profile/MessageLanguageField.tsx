import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LOCALES } from '@/lib/config/business';

/**
 * The language the customer's text messages and e-mails are written in, one choice per language, each
 * named in itself (a customer who cannot read the page's language still finds their own).
 */
export function MessageLanguageField({ field, error }: { field: UseFormRegisterReturn<'message_language'>; error?: string }) {
  const t = useTranslations('profile');
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} className="flex flex-col gap-1.5">
      <legend className="font-medium text-slate-800">{t('messageLanguage')}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">{t('messageLanguageHint')}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {LOCALES.map((lang) => (
          <label key={lang} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={lang} {...field} className="size-6" />
            <span lang={lang}>{t(`languageNames.${lang}`)}</span>
          </label>
        ))}
      </div>
      {error ? <p id={`${id}-error`} className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
