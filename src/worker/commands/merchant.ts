import { getMenu } from '../../adapters/api/menu.ts';
import { getTinyMerchant } from '../../adapters/api/merchant.ts';
import { resolveApiError } from '../../adapters/http/errors.ts';
import { logMessages } from '../../domain/errors/transport.ts';
import { ServerMode } from '../../domain/model/enums.ts';
import type { MerchantInfo } from '../../domain/model/merchant.ts';
import { readWebSettings } from '../../domain/rules/merchant-settings.ts';
import type { CommandResult } from '../api.ts';
import type { CoreContext } from '../core/context.ts';
import { done, messageText, notReady, ok, refused } from '../core/results.ts';

export interface MerchantCommands {
  readonly loadMerchant: (merchantId: string) => Promise<CommandResult<MerchantInfo>>;
  readonly loadMenu: () => Promise<CommandResult>;
}

export const makeMerchantCommands = (ctx: CoreContext): MerchantCommands => {
  const { store, call, deps } = ctx;

  /**
   * Spec §4 "Merchant info loading": cloud mode is one call; local mode asks the merchant's own
   * subdomain for its settings too, appended so the local values win (readWebSettings).
   */
  const loadMerchant = async (merchantId: string): Promise<CommandResult<MerchantInfo>> => {
    const previous = store.state().session.merchantId;
    store.dispatch({ type: 'MerchantSelected', payload: { merchantId } });
    const cloud = await call(getTinyMerchant({ merchantId }));
    if (!cloud.ok) {
      deps.logger.warn(logMessages.merchantInfoNotFound, merchantId);
      const resolution = resolveApiError(cloud.error, 'general');
      const message = messageText(resolution.message, 'common.somethingWentWrong');
      store.dispatch({ type: 'MerchantInfoLoadFailed', payload: { merchantId, message } });
      // The merchant the diner had stays the current one (the root and not-found lead to it).
      if (previous !== null && previous !== merchantId) {
        store.dispatch({ type: 'MerchantSelected', payload: { merchantId: previous } });
      }
      return refused(cloud.error, resolution);
    }
    let values = cloud.value.necessarySettingValues;
    if (cloud.value.serverMode === ServerMode.Local) {
      const local = await call(getTinyMerchant({ merchantId, serverMode: ServerMode.Local }));
      if (local.ok) values = [...values, ...local.value.necessarySettingValues];
      else deps.logger.warn(logMessages.merchantSettingsNotFound, merchantId);
    }
    const settings = readWebSettings(values);
    store.dispatch({ type: 'MerchantInfoLoaded', payload: { info: cloud.value, settings } });
    return ok(cloud.value);
  };

  const loadMenu = async (): Promise<CommandResult> => {
    const merchantId = store.state().session.merchantId;
    if (merchantId === null) {
      deps.logger.warn(logMessages.missingMerchantId);
      return notReady('merchant');
    }
    const menu = await call(getMenu({ merchantId }));
    if (!menu.ok) {
      const resolution = await ctx.report(menu.error, 'general');
      const message = messageText(resolution.message, 'common.somethingWentWrong');
      store.dispatch({ type: 'MenuLoadFailed', payload: { merchantId, message } });
      return refused(menu.error, resolution);
    }
    store.dispatch({ type: 'MenuLoaded', payload: { merchantId, categories: menu.value } });
    return done;
  };

  return { loadMerchant, loadMenu };
};
