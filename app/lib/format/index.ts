/** How the screens write dates, moments, measures, prices and counts in the reader's language. */
export { dateTimeFormat, formatDate, formatDay, formatMoment, formatMonth, formatTime, formatUtcDay, formatUtcMoment, type DateLength } from './dates';
export { ageText, lengthText, weightText } from './measures';
export { formatCount, formatUsd } from './numbers';
export { mealNotice } from './meal-notice';
