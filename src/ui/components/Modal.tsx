import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { giveFocusBack, keepFocusClearOfFooter, keepTabInside } from './modal-focus.ts';
import { closeModalNow, holdModalOpen, noteUncountedModalOpen } from './modal-stack.ts';

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
 * of the page inert, and Tab is kept inside (modal-focus.ts); the focus moves to the title on
 * open and back to the opener on close; Escape arrives as `cancel`, which only a closable popup
 * obeys.
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
  useEffect(() => {
    if (!open) return;
    return counted ? holdModalOpen() : noteUncountedModalOpen();
  }, [open, counted]);
  // A layout effect's cleanup runs before React removes the dialog or its content from the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog === null || !open) return;
    return () => closeModalNow(dialog);
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // The title first: a screen reader hears what the popup is, and no option looks chosen.
    dialog.querySelector<HTMLElement>(`[id="${labelledBy}"]`)?.focus();
    // Closed or unmounted (most popups are mounted only while open): focus goes back.
    return () => {
      if (dialog.open) dialog.close();
      giveFocusBack(opener);
    };
  }, [open, labelledBy]);

  // Chrome closes a dialog on a second Escape even when cancel is prevented; reopen it then.
  // React passes a nested dialog's cancel and close up to this one's handlers: not ours.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!open || event.target !== event.currentTarget) return;
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
      // showModal() makes it modal already; said too for screen readers that only read ARIA.
      aria-modal={open || undefined}
      style={height === undefined ? undefined : { height }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (closable) onClose();
      }}
      onClose={onNativeClose}
      onClick={onBackdrop}
      onKeyDown={(event) => keepTabInside(event.currentTarget, event.nativeEvent)}
      onFocus={(event) => keepFocusClearOfFooter(event.currentTarget, event.target)}
    >
      {open ? <div className="modal__body">{children}</div> : null}
    </dialog>
  );
};
