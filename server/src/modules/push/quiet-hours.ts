/** 'HH:MM' on the shop's clock at `now`. */
export function shopClock(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return `${parts.hour}:${parts.minute}`;
}

/** Whether `clock` falls in quiet hours from `start` to `end` (end not included); they may run past midnight. */
export function isQuiet(clock: string, start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  return start < end ? clock >= start && clock < end : clock >= start || clock < end;
}
