import {
  LOG_FORMAT,
  LOG_FORMAT_VERSION,
  type LogHeader,
  writeJsonl,
} from '../../domain/log/jsonl.ts';
import { isVisitor } from '../../domain/rules/member.ts';
import type { AppState } from '../../domain/state.ts';
import type { AppEvent } from '../../domain/events.ts';
import { redact } from './redact.ts';

export const logHeader = (state: AppState, appVersion: string): LogHeader => ({
  format: LOG_FORMAT,
  formatVersion: LOG_FORMAT_VERSION,
  appVersion,
  merchantId: state.session.merchantId,
  tableId: state.session.tableId,
  browserId: state.session.fingerprint,
  identity: isVisitor(state.member.member) ? 'guest' : 'member',
});

/** The session log as JSONL (src/domain/log/jsonl.ts), secrets redacted, for the replay tool. */
export const exportLog = (
  state: AppState,
  events: readonly AppEvent[],
  appVersion: string,
): string => writeJsonl({ header: logHeader(state, appVersion), events: events.map(redact) });
