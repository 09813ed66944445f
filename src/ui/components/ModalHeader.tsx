import { useText } from '../i18n/use-text.ts';
import { Icon } from './Icon.tsx';

/** A popup's title, and its close button when the popup may be closed. */
export const ModalHeader = ({
  id,
  title,
  onClose,
}: {
  readonly id: string;
  readonly title: string;
  readonly onClose?: () => void;
}) => {
  const t = useText();
  return (
    <div className="modal__header">
      <h2 id={id} className="modal__title" tabIndex={-1}>
        {title}
      </h2>
      {onClose === undefined ? null : (
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
};
