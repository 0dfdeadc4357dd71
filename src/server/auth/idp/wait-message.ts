/** "Too many attempts. Please wait 3 minutes and try again.": the throttle's wait, in words. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const [amount, unit] = retryAfterSeconds < 60 ? [retryAfterSeconds, 'second'] : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return `Too many attempts. Please wait ${amount} ${unit}${amount === 1 ? '' : 's'} and try again.`;
}
