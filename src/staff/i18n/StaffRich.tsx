import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../../ui/i18n/message-format/format-parts.ts';
import { useIntl } from '../../ui/i18n/message-format/intl-context.tsx';
import type { StaffMessageId } from './catalogues.ts';

/** One of the console's messages with markup in it (`<b>{table}</b> asks…`), tags as values. */
export const StaffRich = ({
  id,
  values,
}: {
  readonly id: StaffMessageId;
  readonly values?: MessageValues<ReactNode>;
}) =>
  // Spread as children, as written in JSX: the parts keep their order and need no keys.
  createElement(Fragment, null, ...useIntl().formatMessageParts<ReactNode>({ id }, values));
