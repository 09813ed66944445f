import { type FormEvent, useState } from 'react';
import { updateSettings } from '../api/staff-api.ts';
import { useStaff } from '../app/context.ts';
import { useAction } from '../tables/table-action.ts';
import { useFeedback } from '../ui/feedback.ts';
import { FeedbackBar } from '../ui/FeedbackBar.tsx';
import { Loading } from '../ui/Loading.tsx';
import { TextField } from '../ui/TextField.tsx';
import { checkDraft, draftOf, type SettingsDraft } from './settings-form.ts';

const SettingsForm = ({ initial }: { readonly initial: SettingsDraft }) => {
  const { session, reloadMerchant } = useStaff();
  const feedback = useFeedback();
  const { busy, run } = useAction(feedback);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ minutes?: string; colour?: string }>({});
  const change = (patch: Partial<SettingsDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (
      await run(
        'Save settings',
        () => updateSettings(session, checked.body),
        () => 'Settings saved. Diners see them the next time they load the menu.',
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
        Guest mode: visitors may order without an account
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.orderCodeRequired}
          onChange={(event) => change({ orderCodeRequired: event.target.checked })}
        />{' '}
        Diners must enter the table's order code to place an order
      </label>
      <TextField
        label="Clear an idle cart after (minutes)"
        inputMode="numeric"
        value={draft.clearCartMinutes}
        onChange={(value) => change({ clearCartMinutes: value })}
        error={errors.minutes}
        hint="0 means never. Diners who come back later are offered a fresh start."
      />
      <div className="colour-row">
        <TextField
          label="Theme colour"
          value={draft.themePrimaryColor}
          onChange={(value) => change({ themePrimaryColor: value })}
          error={errors.colour}
          hint="A hex colour such as #f6821f: buttons and links of the diner app."
          spellCheck={false}
        />
        <span className="swatch" style={{ background: swatch }} aria-hidden="true" />
      </div>
      <button type="submit" className="button button--primary" disabled={busy !== null}>
        Save settings
      </button>
    </form>
  );
};

/** The merchant's web settings: guest mode, order codes, idle carts, theme colour. */
export const SettingsPage = () => {
  const { merchant, merchantFailure } = useStaff();
  return (
    <>
      <h1 tabIndex={-1}>Settings</h1>
      {merchant === null ? (
        <Loading failure={merchantFailure} />
      ) : (
        <SettingsForm initial={draftOf(merchant)} />
      )}
    </>
  );
};
