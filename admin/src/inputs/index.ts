// Inputs shared by the back office's forms.
export { MoneyInput, PercentInput, type MoneyInputProps } from './MoneyInput';
export { TimeInput } from './TimeInput';
export { formatMoney, parseMoney } from './money';
export { normaliseTime } from './time';
