import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthCalendar } from './month-calendar';

// 2026-03-01 is a Sunday; Sundays are closed.
const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

function Picker({ closedPickable = false }: { closedPickable?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <MonthCalendar
        first="2026-03-02"
        last="2026-04-10"
        value={value}
        onChange={setValue}
        isClosed={isSunday}
        closedPickable={closedPickable}
        closedNote=", not available"
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

describe('MonthCalendar', () => {
  it('names each day, and says which cannot be picked', () => {
    render(<Picker />);
    expect(screen.getByRole('group', { name: 'March 2026' })).toBeInTheDocument();
    expect(day('2026-03-01')).toBeDisabled();
    expect(day('2026-03-01')).toHaveAccessibleName(/, not available$/);
    expect(day('2026-03-08')).toBeDisabled();
    expect(day('2026-03-09')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('moves by a day and by a week with the arrow keys, over closed days and into the next month', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    day('2026-03-06')?.focus();
    await user.keyboard('{ArrowRight}');
    expect(day('2026-03-07')).toHaveFocus();
    // Sunday the 8th is closed: skipped.
    await user.keyboard('{ArrowRight}');
    expect(day('2026-03-09')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(day('2026-03-02')).toHaveFocus();
    // Before the first day there is nothing to go to.
    await user.keyboard('{ArrowLeft}');
    expect(day('2026-03-02')).toHaveFocus();

    day('2026-03-30')?.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('group', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('2026-04-06')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2026-04-06');
    expect(day('2026-04-06')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the back office pick a closed day', async () => {
    const user = userEvent.setup();
    render(<Picker closedPickable />);
    await user.click(day('2026-03-08') as HTMLButtonElement);
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-08');
  });
});
