import { Locale } from '../../domain/model/enums.ts';
import { useLanguage } from './StaffIntl.tsx';
import { useStaffText } from './use-staff-text.ts';

/** The other language, named in itself ("繁體中文" / "English"); the choice stays on this device. */
export const LanguageSwitch = () => {
  const { locale, choose } = useLanguage();
  const t = useStaffText();
  const other = locale === Locale.ZhTW ? Locale.EnUS : Locale.ZhTW;
  return (
    <button
      type="button"
      className="button button--quiet"
      lang={other}
      onClick={() => choose(other)}
    >
      {t(other === Locale.ZhTW ? 'language.zh-TW' : 'language.en-US')}
    </button>
  );
};
