import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * Asked before the staff are called: a bell is easily tapped by mistake (or taken for
 * notifications), and a call pages someone on the floor at once (a newcomer's walk, 2026-11-28).
 */
export const CallStaffConfirm = ({ onClose }: { readonly onClose: () => void }) => {
  const t = useText();
  const commands = useCommands();
  return (
    <ConfirmDialog
      title={t('callStaff.title')}
      confirm={t('callStaff.call')}
      tone="primary"
      onClose={onClose}
      onConfirm={() => {
        onClose();
        void commands.callStaff();
      }}
    />
  );
};
