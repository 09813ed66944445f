import { useText } from '../i18n/use-text.ts';

/** Spec §2: "content not shown". It tells the diner what the app needs: the table's code. */
const ScanResultPage = () => {
  const t = useText();
  return (
    <section className="page page--centered">
      <p className="lead">{t('scan.hint')}</p>
    </section>
  );
};

export default ScanResultPage;
