import type { Locale } from '../model/enums.ts';
import { localizePath } from './locale.ts';

/** Bare (en-US) paths of spec §2; `at` puts one under the locale's prefix. */
export const ROOT_PATH = '/';
export const NOT_FOUND_PATH = '/notFound';
export const LOGIN_PATH = '/login';

export const merchantHomePath = (merchantId: string): string => `/merchant/${merchantId}`;
export const merchantOrderPath = (merchantId: string): string => `/merchant/${merchantId}/order`;
export const merchantLoginPath = (merchantId: string): string => `/merchant/${merchantId}/login`;
export const selectGuestsPath = (merchantId: string): string =>
  `/merchant/${merchantId}/select-guests`;
export const orderDetailPath = (merchantId: string, orderId: string): string =>
  `/merchant/${merchantId}/order-detail/${orderId}`;
export const qrLandingPath = (merchantId: string, qrcodeId: string): string =>
  `/m/${merchantId}/q/${qrcodeId}`;

export const at = (locale: Locale, path: string): string => localizePath(path, locale);
