import { useId, useState } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { formatOrderCodeInput, ORDER_CODE_PATTERN } from '../../domain/validation/order-code.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';
import { PlacementRefusalNote } from './PlacementRefusalNote.tsx';
import type { PlacementRefusal } from './use-place-order.ts';

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
  // The staff were asked since the last check: its "not right" is no use now, they bring the code.
  const [askedSinceCheck, setAskedSinceCheck] = useState(false);
  const close = () => void commands.dismissPopup('orderCode');
  const wrong =
    !badFormat && !askedSinceCheck && table.codeCheck === 'success' && table.codeValid === false;
  const problem = badFormat ? 'format' : wrong ? 'wrong' : null;
  const busy = placing || table.codeCheck === 'pending';
  const asked = table.codeAsk === 'success';
  const asking = table.codeAsk === 'pending';

  const submit = async () => {
    // Busy, the button stays focusable (aria-disabled) and a second press does nothing.
    if (busy) return;
    const typed = code.trim();
    setBadFormat(!ORDER_CODE_PATTERN.test(typed));
    setAskedSinceCheck(false);
    if (!ORDER_CODE_PATTERN.test(typed)) return;
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
          value={code}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem === null ? undefined : errorId}
          onChange={(event) => {
            setCode(formatOrderCodeInput(event.target.value));
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
        {/* Said beside the button, which stays where the focus is: a button disabled under the
            focus dropped it to the page, and a diner whose staff did not come could not ask again. */}
        <p className="muted" role="status">
          {asked ? t('orderCode.asked') : null}
        </p>
        <button
          type="button"
          className="button button--secondary button--block"
          aria-disabled={asking || undefined}
          aria-busy={asking}
          onClick={() => {
            if (asking) return;
            // The staff bring the code: a complaint about what was typed before is no use now.
            setBadFormat(false);
            setAskedSinceCheck(true);
            void commands.askForOrderCode();
          }}
        >
          {t('orderCode.ask')}
        </button>
      </form>
    </Modal>
  );
};
