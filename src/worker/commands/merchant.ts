import { Effect } from 'effect';
import { getTinyMerchant } from '../../adapters/api/merchant.ts';
import { resolveApiError } from '../../adapters/http/errors.ts';
import { Logger } from '../../adapters/system/logger.ts';
import { logMessages } from '../../domain/errors/transport.ts';
import { ServerMode } from '../../domain/model/enums.ts';
import { readWebSettings } from '../../domain/rules/merchant-settings.ts';
import { refusal } from '../core/report.ts';
import { messageText } from '../core/results.ts';
import { currentState, emit } from '../core/services.ts';

/**
 * Spec §4 "Merchant info loading": cloud mode is one call; local mode asks the merchant's own
 * subdomain for its settings too, appended so the local values win (readWebSettings).
 */
export const loadMerchant = (merchantId: string) =>
  Effect.gen(function* () {
    const logger = yield* Logger;
    const previous = (yield* currentState).session.merchantId;
    yield* emit({ type: 'MerchantSelected', payload: { merchantId } });
    const info = yield* getTinyMerchant({ merchantId }).pipe(
      Effect.catch((error) =>
        Effect.gen(function* () {
          logger.warn(logMessages.merchantInfoNotFound, merchantId);
          const resolution = resolveApiError(error, 'general');
          const message = messageText(resolution.message, 'common.somethingWentWrong');
          yield* emit({ type: 'MerchantInfoLoadFailed', payload: { merchantId, message } });
          // The merchant the diner had stays the current one (the root and not-found lead to it).
          if (previous !== null && previous !== merchantId) {
            yield* emit({ type: 'MerchantSelected', payload: { merchantId: previous } });
          }
          return yield* Effect.fail(refusal(error, resolution));
        }),
      ),
    );
    let values = info.necessarySettingValues;
    if (info.serverMode === ServerMode.Local) {
      const local = yield* Effect.option(
        getTinyMerchant({ merchantId, serverMode: ServerMode.Local }),
      );
      if (local._tag === 'Some') values = [...values, ...local.value.necessarySettingValues];
      else logger.warn(logMessages.merchantSettingsNotFound, merchantId);
    }
    const settings = readWebSettings(values);
    yield* emit({ type: 'MerchantInfoLoaded', payload: { info, settings } });
    return info;
  });
