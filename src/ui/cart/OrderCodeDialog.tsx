import { useId, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';

/** Table order codes are short digit strings written on the table or given by the staff. */
const CODE_PATTERN = /^\d{4,8}$/;

/**
 * The order-code popup (spec §2; merchant setting 18002): the code is checked with the POS
 * before the order goes, and the diner can ask the staff to bring it.
 */
export const OrderCodeDialog = ({
  open,
  onCode,
}: {
  readonly open: boolean;
  readonly onCode: (code: string) => Promise<unknown>;
}) => {
  const t = useText();
  const commands = useCommands();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'format' | 'wrong' | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => void commands.dismissPopup('orderCode');

  const submit = async () => {
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) return setProblem('format');
    setBusy(true);
    const valid = await commands.checkOrderCode(typed);
    if (valid.ok && !valid.value) {
      setBusy(false);
      return setProblem('wrong');
    }
    setProblem(null);
    await onCode(typed);
    setBusy(false);
  };

  const ask = async () => {
    const sent = await commands.askForOrderCode();
    if (sent.ok) setAsked(true);
  };

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.orderCode.title')} onClose={close} />
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{t('popup.orderCode.body')}</p>
        <label className="field-label" htmlFor={inputId}>
          {t('orderCode.label')}
        </label>
        <input
          id={inputId}
          className="text-input text-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem === null ? undefined : errorId}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        {problem === null ? null : (
          <p id={errorId} className="form-error" role="alert">
            {t(problem === 'format' ? 'orderCode.format' : 'orderCode.wrong')}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t('orderCode.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={asked}
          onClick={() => void ask()}
        >
          {t(asked ? 'orderCode.asked' : 'orderCode.ask')}
        </button>
      </form>
    </Modal>
  );
};
