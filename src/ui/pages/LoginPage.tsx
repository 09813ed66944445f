import { useText } from '../i18n/use-text.ts';

/** Phone-and-code login (spec §4) arrives with the member work; the page already exists. */
const LoginPage = () => {
  const t = useText();
  return (
    <section className="page">
      <p>{t('popup.login.body')}</p>
      <p className="page-state">{t('state.notYet')}</p>
    </section>
  );
};

export default LoginPage;
