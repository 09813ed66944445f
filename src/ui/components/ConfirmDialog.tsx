import { useId } from 'react';
import { Modal } from './Modal.tsx';
import { ModalHeader } from './ModalHeader.tsx';
import { useText } from '../i18n/use-text.ts';

/**
 * A yes/no question before something that cannot be undone: a loss (danger, the default), or
 * something others are told of at once, such as calling the staff over (primary).
 */
export const ConfirmDialog = ({
  title,
  body,
  confirm,
  tone = 'danger',
  onConfirm,
  onClose,
}: {
  readonly title: string;
  readonly body?: string;
  readonly confirm: string;
  readonly tone?: 'danger' | 'primary';
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) => {
  const t = useText();
  const titleId = useId();
  return (
    <Modal open onClose={onClose} labelledBy={titleId}>
      <ModalHeader id={titleId} title={title} onClose={onClose} />
      {body === undefined ? null : <p>{body}</p>}
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? 'button button--danger' : 'button'}
          onClick={onConfirm}
        >
          {confirm}
        </button>
      </div>
    </Modal>
  );
};
