import { useId } from 'react';
import { Modal } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';

/** A yes/no question before something that cannot be undone. */
export const ConfirmDialog = ({
  title,
  body,
  confirm,
  onConfirm,
  onClose,
}: {
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) => {
  const t = useText();
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <ModalHeader id={titleId} title={title} onClose={onClose} />
      <p>{body}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </Modal>
  );
};
