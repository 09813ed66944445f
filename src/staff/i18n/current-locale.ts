import { Locale } from '../../domain/model/enums.ts';

let current: Locale = Locale.EnUS;

/** The language the console shows, for calls made outside React (the API client's header). */
export const currentStaffLocale = (): Locale => current;

export const setCurrentStaffLocale = (locale: Locale): void => {
  current = locale;
};
