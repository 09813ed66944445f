import { useId, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { PlacementRefusalNote } from './PlacementRefusalNote.tsx';
import type { PlacementRefusal } from './use-place-order.ts';

/** Table order codes are short digit strings written on the table or given by the staff. */
const CODE_PATTERN = /^\d{4,8}$/;

/**
 * The order-code popup (spec §2; merchant setting 18002): the code is checked with the POS
 * before the order goes, and the diner can ask the staff to bring it. What the POS answered is
 * the `records` read model's (so it replays); the code as typed and its format are the view's.
 */
export const OrderCodeDialog = ({
  open,
  onCode,
  refusal,
}: {
  readonly open: boolean;
  readonly onCode: (code: string) => Promise<unknown>;
  /** Why the placement this popup sent went nowhere, when the popup stays for it. */
  readonly refusal: PlacementRefusal | null;
}) => {
  const t = useText();
  const commands = useCommands();
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const { table } = useReadModel('records');
  const [code, setCode] = useState('');
  const [badFormat, setBadFormat] = useState(false);
  const [placing, setPlacing] = useState(false);
  const close = () => void commands.dismissPopup('orderCode');
  const wrong = !badFormat && table.codeCheck === 'success' && table.codeValid === false;
  const problem = badFormat ? 'format' : wrong ? 'wrong' : null;
  const busy = placing || table.codeCheck === 'pending';
  const asked = table.codeAsk === 'success';

  const submit = async () => {
    // Busy, the button stays focusable (aria-disabled) and a second press does nothing.
    if (busy) return;
    const typed = code.trim();
    setBadFormat(!CODE_PATTERN.test(typed));
    if (!CODE_PATTERN.test(typed)) return;
    const valid = await commands.checkOrderCode(typed);
    if (valid.ok && !valid.value) return;
    setPlacing(true);
    await onCode(typed);
    setPlacing(false);
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
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''));
            setBadFormat(false);
          }}
        />
        {problem === null ? null : (
          <p id={errorId} className="form-error" role="alert">
            {t(problem === 'format' ? 'orderCode.format' : 'orderCode.wrong')}
          </p>
        )}
        {problem === null ? <PlacementRefusalNote refusal={refusal} /> : null}
        <button
          type="submit"
          className="button button--block"
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {t('orderCode.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={asked || table.codeAsk === 'pending'}
          aria-busy={table.codeAsk === 'pending'}
          onClick={() => {
            // The staff bring the code: a complaint about what was typed before is no use now.
            setBadFormat(false);
            void commands.askForOrderCode();
          }}
        >
          {t(asked ? 'orderCode.asked' : 'orderCode.ask')}
        </button>
      </form>
    </Modal>
  );
};
