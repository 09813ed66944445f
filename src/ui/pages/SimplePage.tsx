import { useText } from '../i18n/use-text.ts';

/** /test and /home: spec §2 shows no content for them; the frame and a pointer to the QR code. */
const SimplePage = () => {
  const t = useText();
  return (
    <section className="page page--centered">
      <p>{t('scan.hint')}</p>
    </section>
  );
};

export default SimplePage;
