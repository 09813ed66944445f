import { useId } from 'react';
import type { CommandResult } from '../../worker/api.ts';
import type { NavigationTarget } from '../../domain/rules/navigation.ts';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';
import { useNavigateTo } from '../routing/use-navigate-to.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * Spec §4 "Unfinished-order popup": an unpaid order or an idle cart. The diner must choose, so
 * it cannot be dismissed; the worker tells the table and says where to go next.
 */
export const UnfinishedOrderDialog = ({ open }: { readonly open: boolean }) => {
  const t = useText();
  const commands = useCommands();
  const navigate = useNavigateTo();
  const titleId = useId();
  const follow = async (run: () => Promise<CommandResult<NavigationTarget | null>>) => {
    const result = await run();
    if (result.ok && result.value !== null) await navigate(result.value);
  };
  return (
    <Modal open={open} onClose={() => undefined} closable={false} labelledBy={titleId}>
      <ModalHeader id={titleId} title={t('popup.unfinished.title')} />
      <p>{t('popup.unfinished.body')}</p>
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
