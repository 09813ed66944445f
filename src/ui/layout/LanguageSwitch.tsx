import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { type Locale, locales } from '../../domain/model/enums.ts';
import { localizePath } from '../../domain/rules/locale.ts';
import { Icon } from '../components/Icon.tsx';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { rememberChosenLocale } from '../i18n/chosen-locale.ts';
import { loadMessages, type MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { useRouteInfo } from '../routing/use-route-info.ts';

/** Each language is named in itself, so a diner who cannot read the other one still finds theirs. */
const languageName: Readonly<Record<Locale, MessageId>> = {
  'en-US': 'language.en-US',
  'zh-TW': 'language.zh-TW',
};

/**
 * Spec §2 / §9: a popup of the two languages. Choosing one goes to the same page under the
 * other prefix; the route's name then switches the app's locale.
 */
export const LanguageSwitch = () => {
  const t = useText();
  const router = useRouter();
  const { locale } = useRouteInfo();
  const [open, setOpen] = useState(false);
  /** The language whose words are on their way: the sheet stays, and says so, until they come. */
  const [coming, setComing] = useState<Locale | null>(null);
  /** The switch under way; closing the sheet meanwhile calls it off. */
  const asked = useRef<symbol | null>(null);
  const titleId = useId();
  const close = () => {
    asked.current = null;
    setComing(null);
    setOpen(false);
  };
  const choose = (next: Locale) => {
    if (coming !== null) return;
    rememberChosenLocale(next);
    if (next === locale) {
      close();
      return;
    }
    const ask = Symbol(next);
    asked.current = ask;
    setComing(next);
    // The words first, then the address: the page changes language the moment its URL does. A
    // catalogue that cannot come still lets the diner go (the language on screen stays).
    void loadMessages(next)
      .catch(() => undefined)
      .then(() => {
        if (asked.current !== ask) return;
        close();
        // The address as it is now, should the page have moved on meanwhile; the same page in
        // another language replaces this one, so Back leaves it rather than flipping it back.
        return router.navigate({
          href: localizePath(router.state.location.href, next),
          replace: true,
        });
      });
  };
  return (
    <>
      <button
        type="button"
        className="header-button"
        aria-haspopup="dialog"
        // The name says what the button does and still contains what it shows (WCAG 2.5.3). One
        // string, so the prefix ends in its language's own spacing: a hidden span beside the
        // shown one read "切換語言： 繁體中文" (a browser spaces around a positioned element).
        aria-label={t('language.switchPrefix') + t(languageName[locale])}
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" />
        <span lang={locale}>{t(languageName[locale])}</span>
      </button>
      <Modal open={open} onClose={close} labelledBy={titleId} variant="sheet">
        <ModalHeader id={titleId} title={t('language.choose')} onClose={close} />
        <ul className="choice-list">
          {locales.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="choice"
                lang={option}
                aria-current={option === locale ? 'true' : undefined}
                aria-busy={option === coming ? 'true' : undefined}
                aria-disabled={coming !== null ? 'true' : undefined}
                onClick={() => choose(option)}
              >
                <span>{t(languageName[option])}</span>
                {option === locale ? <Icon name="check" /> : null}
                {option === coming ? <span className="spinner__wheel" aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {coming === null ? '' : t('common.loading')}
        </p>
      </Modal>
    </>
  );
};
