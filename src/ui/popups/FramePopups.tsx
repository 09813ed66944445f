import { useId } from 'react';
import type { PopupName } from '../../domain/popups/events.ts';
import { Modal, type ModalVariant } from '../components/Modal.tsx';
import { ModalHeader } from '../components/ModalHeader.tsx';
import type { MessageId } from '../i18n/messages.ts';
import { useText } from '../i18n/use-text.ts';
import { useCommands } from '../worker/context.tsx';

/**
 * The popups whose forms and lists come with the journey and member work (login, enrolment,
 * name, cart, order code): their frame is here, so a guard or the worker can open them today.
 */
const frames = {
  login: { variant: 'sheet-full', title: 'popup.login.title', body: 'popup.login.body' },
  enrolment: {
    variant: 'sheet-full',
    title: 'popup.enrolment.title',
    body: 'popup.enrolment.body',
  },
} as const satisfies Partial<
  Record<PopupName, { variant: ModalVariant; title: MessageId; body: MessageId }>
>;

export type FramePopupName = keyof typeof frames;
export const framePopupNames = Object.keys(frames) as FramePopupName[];

export const FramePopup = ({
  name,
  open,
}: {
  readonly name: FramePopupName;
  readonly open: boolean;
}) => {
  const t = useText();
  const commands = useCommands();
  const titleId = useId();
  const frame = frames[name];
  const close = () => void commands.dismissPopup(name);
  return (
    <Modal open={open} onClose={close} variant={frame.variant} labelledBy={titleId}>
      <ModalHeader id={titleId} title={t(frame.title)} onClose={close} />
      <p>{t(frame.body)}</p>
    </Modal>
  );
};
