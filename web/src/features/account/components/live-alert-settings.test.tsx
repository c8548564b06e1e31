import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLiveAlerts, LIVE_ALERTS_STORAGE_KEY } from '../../../lib/live-alerts';
import { LiveAlertSettings } from './live-alert-settings';

describe('new-order alerts on this device', () => {
  it('rings and shows a notice by default, and keeps each switch on this device', async () => {
    render(<LiveAlertSettings />);
    const sound = screen.getByRole('switch', { name: /play a sound/i });
    const notice = screen.getByRole('switch', { name: /show a notice/i });
    expect(sound).toBeChecked();
    expect(notice).toBeChecked();

    await userEvent.click(sound);
    expect(sound).not.toBeChecked();
    expect(getLiveAlerts()).toEqual({ sound: false, toast: true });
    expect(JSON.parse(localStorage.getItem(LIVE_ALERTS_STORAGE_KEY) ?? '{}')).toEqual({
      sound: false,
      toast: true,
    });

    await userEvent.click(notice);
    expect(getLiveAlerts()).toEqual({ sound: false, toast: false });
  });

  it('reads what was stored, and falls back to the defaults on a broken value', () => {
    localStorage.setItem(LIVE_ALERTS_STORAGE_KEY, JSON.stringify({ sound: false }));
    expect(getLiveAlerts()).toEqual({ sound: false, toast: true });
    localStorage.setItem(LIVE_ALERTS_STORAGE_KEY, '{not json');
    expect(getLiveAlerts()).toEqual({ sound: true, toast: true });
  });
});
