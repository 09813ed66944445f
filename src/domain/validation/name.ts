/**
 * The longest first or last name, in characters as the diner sees them (the server counts code
 * points; a browser's maxLength counts UTF-16 units, which is never more lenient).
 */
export const MAX_NAME_LENGTH = 50;
