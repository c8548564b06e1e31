import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceButtons } from './choice-buttons';
import { PeriodStepper } from './period-stepper';

const VIEWS = [
  { key: 'month', label: 'Month' },
  { key: 'week', label: 'Week' },
] as const;

describe('ChoiceButtons', () => {
  it('groups the choices under their legend and presses the chosen one', async () => {
    const onChange = vi.fn();
    render(<ChoiceButtons legend="Calendar view" items={VIEWS} value="month" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Calendar view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(onChange).toHaveBeenCalledWith('week');
  });

  it('presses none when the value is none of them (a custom period)', () => {
    render(<ChoiceButtons items={VIEWS} value={undefined} onChange={() => {}} />);
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('PeriodStepper', () => {
  it('names its buttons by the unit and steps back and forward', async () => {
    const onStep = vi.fn();
    render(
      <PeriodStepper unit="day" onStep={onStep}>
        <input aria-label="Day" />
      </PeriodStepper>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onStep.mock.calls).toEqual([[-1], [1]]);
  });
});
