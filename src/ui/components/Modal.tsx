import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { holdModalOpen } from './modal-stack.ts';

export type ModalVariant = 'dialog' | 'sheet' | 'sheet-full';

export interface ModalProps {
  readonly open: boolean;
  /** Escape, the backdrop and a close button call this; the owner decides what closing means. */
  readonly onClose: () => void;
  /** A popup the diner must answer (the order-type chooser on the order page) cannot be dismissed. */
  readonly closable?: boolean;
  readonly variant?: ModalVariant;
  /** The id of the element naming the popup, for screen readers. */
  readonly labelledBy: string;
  /** A sheet's height when it is not full height, e.g. the order-type chooser's 55%. */
  readonly height?: string;
  /**
   * Counted as open for popups that wait for other modals (modal-stack.ts); off for such a
   * waiting popup itself.
   */
  readonly counted?: boolean;
  readonly children: ReactNode;
}

/**
 * One modal for dialogs and bottom sheets, on the native <dialog>: showModal() makes the rest
 * of the page inert (the focus trap), moves focus in, and gives it back on close; Escape arrives
 * as `cancel`, which only a closable popup obeys.
 */
export const Modal = ({
  open,
  onClose,
  closable = true,
  variant = 'dialog',
  labelledBy,
  height,
  counted = true,
  children,
}: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => (open && counted ? holdModalOpen() : undefined), [open, counted]);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The title first: a screen reader hears what the popup is, and no option looks chosen.
      dialog.querySelector<HTMLElement>(`[id="${labelledBy}"]`)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, labelledBy]);

  // Chrome closes a dialog on a second Escape even when cancel is prevented; reopen it then.
  const onNativeClose = () => {
    if (!open) return;
    if (closable) onClose();
    else ref.current?.showModal();
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (closable && event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant}`}
      aria-labelledby={labelledBy}
      style={height === undefined ? undefined : { height }}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onClose={onNativeClose}
      onClick={onBackdrop}
    >
      {open ? <div className="modal__body">{children}</div> : null}
    </dialog>
  );
};
