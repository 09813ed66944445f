import { useState } from 'react';
import { useText } from '../i18n/use-text.ts';
import { useWorker } from '../worker/context.tsx';
import { downloadText, sessionLogName } from './download.ts';

/**
 * "Report a problem": saves what this phone saw of the table session (the worker's log, with
 * tokens, codes and phone numbers taken out) as a file the diner can send to the restaurant.
 */
export const ReportProblem = () => {
  const t = useText();
  const client = useWorker();
  const [saved, setSaved] = useState(false);
  const save = async () => {
    downloadText(sessionLogName(new Date()), await client.exportLog());
    setSaved(true);
  };
  return (
    <section className="stack report-problem" aria-labelledby="report-problem-title">
      <h2 id="report-problem-title" className="section-title">
        {t('report.title')}
      </h2>
      <p className="muted">{t('report.body')}</p>
      <button type="button" className="button button--secondary" onClick={() => void save()}>
        {t('report.save')}
      </button>
      {saved ? (
        <p role="status" className="muted">
          {t('report.saved')}
        </p>
      ) : null}
    </section>
  );
};
