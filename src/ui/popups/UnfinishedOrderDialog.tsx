import { useId } from 'react';
import type { CommandResult, RestartClears } from '../../worker/api.ts';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useOpenModalCount } from '../components/modal-stack.ts';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands, useReadModel } from '../worker/context.tsx';

const restartHints: Readonly<Record<RestartClears, MessageId>> = {
  table: 'popup.unfinished.restartHintIdle',
  mine: 'popup.unfinished.restartHint',
  nothing: 'popup.unfinished.restartHintNone',
};

/**
 * Spec §4 "Unfinished-order popup", for a diner arriving by scan or after the staff cleared the
 * table (docs/ui.md). Closing it (the close button, Escape, the backdrop) is "Continue" without
 * leaving the page. It never opens over another modal: while one is open (a product sheet, the
 * cart, a dialog), it waits and shows once that closes.
 */
export const UnfinishedOrderDialog = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const titleId = useId();
  const others = useOpenModalCount();
  const { restartClears } = useReadModel('popups');
  const follow = async (run: () => Promise<CommandResult<NavigationTarget | null>>) => {
    const result = await run();
    if (result.ok && result.value !== null) await navigate(result.value);
  };
  const close = () => void commands.continueUnfinished();
  return (
    <Modal open={open && others === 0} onClose={close} counted={false} labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.unfinished.title')} onClose={close} />
      <p>{t('popup.unfinished.body')}</p>
      {/* What Start again clears, here: a newcomer holds nothing of their own to clear. */}
      <p className="muted">{t(restartHints[restartClears])}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void follow(commands.restartUnfinished)}
        >
          {t('popup.unfinished.restart')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void follow(commands.continueUnfinished)}
        >
          {t('popup.unfinished.continue')}
        </button>
      </div>
    </Modal>
  );
};
