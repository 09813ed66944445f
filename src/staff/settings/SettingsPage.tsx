import { type FormEvent, useState } from 'react';
import { updateSettings } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { useCheckText } from '../forms/amount.ts';
import { useStaffText } from '../i18n/use-staff-text.ts';
import { useAction } from '../tables/table-action.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { TextField } from '../ui/TextField.tsx';
import { checkDraft, type DraftErrors, draftOf, type SettingsDraft } from './settings-form.ts';

const SettingsForm = ({ initial }: { readonly initial: SettingsDraft }) => {
  const { session, reloadMerchant } = useStaff();
  const t = useStaffText();
  const checkText = useCheckText();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const [draft, setDraft] = useState(initial);
  // Kept as messages, put in words as they are shown: a language switch changes them too.
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = (patch: Partial<SettingsDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (
      await run(
        t('settings.save'),
        () => updateSettings(session, checked.body),
        () => t('settings.saved'),
      )
    )
      await reloadMerchant();
  };

  const swatch = /^#[0-9a-f]{3,8}$/i.test(draft.themePrimaryColor.trim())
    ? draft.themePrimaryColor.trim()
    : 'transparent';
  return (
    <form className="panel settings" onSubmit={(event) => void submit(event)} noValidate>
      <FeedbackBar feedback={feedback.feedback} />
      <label className="check">
        <input
          type="checkbox"
          checked={draft.supportGuest}
          onChange={(event) => change({ supportGuest: event.target.checked })}
        />{' '}
        {t('settings.guestMode')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.orderCodeRequired}
          onChange={(event) => change({ orderCodeRequired: event.target.checked })}
        />{' '}
        {t('settings.orderCodeRequired')}
      </label>
      <TextField
        label={t('settings.clearCart')}
        inputMode="numeric"
        value={draft.clearCartMinutes}
        onChange={(value) => change({ clearCartMinutes: value })}
        error={errors.minutes && checkText(errors.minutes)}
        hint={t('settings.clearCartHint')}
      />
      <div className="colour-row">
        <TextField
          label={t('settings.colour')}
          value={draft.themePrimaryColor}
          onChange={(value) => change({ themePrimaryColor: value })}
          error={errors.colour && checkText(errors.colour)}
          hint={t('settings.colourHint')}
          spellCheck={false}
        />
        <span className="swatch" style={{ background: swatch }} aria-hidden="true" />
      </div>
      <button type="submit" className="button button--primary" disabled={busy !== null}>
        {t('settings.save')}
      </button>
    </form>
  );
};

/** The merchant's web settings: guest mode, order codes, idle carts, theme colour. */
export const SettingsPage = () => {
  const { merchant, merchantFailure } = useStaff();
  const t = useStaffText();
  return (
    <>
      <h1 tabIndex={-1}>{t('settings.title')}</h1>
      {merchant === null ? (
        <Loading failure={merchantFailure} />
      ) : (
        <SettingsForm initial={draftOf(merchant)} />
      )}
    </>
  );
};
