import { useText } from '../i18n/use-text.ts';

/**
 * The global loading spinner. The live region is always in the page, so screen readers hear
 * "Loading…" when it starts (polite: it never interrupts); the drawing is for the eyes only.
 */
export const Spinner = ({ busy }: { readonly busy: boolean }) => {
  const t = useText();
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {busy ? t('common.loading') : ''}
      </div>
      {busy ? (
        <div className="spinner" aria-hidden="true">
          <div className="spinner__wheel" />
        </div>
      ) : null}
    </>
  );
};
