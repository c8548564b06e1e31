/*
 * The day an occasion falls on in a given year: its month and day, and the 28th of February in a
 * year without the 29th. The same rule as the due check's SQL (reminder-due.service.ts).
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function occasionDayIn(occasionDate: string, year: number): string {
  const month = Number(occasionDate.slice(5, 7));
  const day = Number(occasionDate.slice(8, 10));
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, lastOfMonth))}`;
}

/** How many days before the occasion the reminder goes out. */
export const DAYS_AHEAD = 7;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day a reminder will go out on, from `today` on: never in the order's own year. */
export function nextMailDay(occasionDate: string, today: string, mailedYears: number[] = []): string {
  const first = Number(occasionDate.slice(0, 4)) + 1;
  for (let year = Math.max(first, Number(today.slice(0, 4)) - 1); ; year++) {
    const occasion = occasionDayIn(occasionDate, year);
    if (mailedYears.includes(year) || occasion <= today) continue;
    const mailDay = addDays(occasion, -DAYS_AHEAD);
    return mailDay < today ? today : mailDay;
  }
}
