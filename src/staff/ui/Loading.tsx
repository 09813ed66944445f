import { useStaffText } from '../i18n/use-staff-text.ts';

/** Loading…, or why it failed (shown as an alert), in words already. */
export const Loading = ({ failure }: { readonly failure: string | null }) => {
  const t = useStaffText();
  return failure === null ? (
    <p>{t('loading.text')}</p>
  ) : (
    <p className="feedback feedback--error" role="alert">
      {failure}
    </p>
  );
};
