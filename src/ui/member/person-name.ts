const HAN = /\p{Script=Han}/u;

/**
 * A member's full name as their language writes it: a Chinese name family name first and with no
 * space ("王小明"), any other name as given ("Daniel Wong"), whichever the page's language is.
 */
export const personName = (firstName: string, lastName: string): string => {
  const first = firstName.trim();
  const last = lastName.trim();
  if (first === '' || last === '') return first || last;
  return HAN.test(first) && HAN.test(last) ? `${last}${first}` : `${first} ${last}`;
};
