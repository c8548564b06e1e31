import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import {
  clearResources,
  invalidateResources,
  prefetchResource,
  type Resource,
  setResource,
  useResource,
} from './resource-cache';

/** Shows what a component sees of `key`. */
function Shows({ name, load }: { name: string; load: () => Promise<string> }) {
  const resource: Resource<string> = useResource(name, load);
  if (resource.isPending) return <p>{name}: loading</p>;
  if (resource.isError) return <p>{name}: failed</p>;
  return <p>{`${name}: ${resource.data}`}</p>;
}

beforeEach(() => clearResources());
afterEach(() => vi.useRealTimers());

describe('the order page’s answers', () => {
  it('asks once for a key that two parts of the page show', async () => {
    const load = vi.fn(async () => 'peonies');
    render(
      <>
        <Shows name="a" load={load} />
        <Shows name="a" load={load} />
      </>,
    );
    expect(await screen.findAllByText('a: peonies')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses an answer fetched before the page was drawn, without asking again', async () => {
    const load = vi.fn(async () => 'tulips');
    await prefetchResource('b', load);
    render(<Shows name="b" load={load} />);
    expect(screen.getByText('b: tulips')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a server failure, never after a refusal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const flaky = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ message: 'down', status: 503 }))
      .mockResolvedValueOnce('roses');
    render(<Shows name="c" load={flaky} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('c: roses')).toBeInTheDocument();
    expect(flaky).toHaveBeenCalledTimes(2);

    const refused = vi.fn(async () => {
      throw new ApiError({ message: 'no', status: 404 });
    });
    render(<Shows name="d" load={refused} />);
    expect(await screen.findByText('d: failed')).toBeInTheDocument();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('shows an answer put in by hand, and asks again for what is invalidated while on screen', async () => {
    let answer = 'first';
    const load = vi.fn(async () => answer);
    render(<Shows name="order/1" load={load} />);
    expect(await screen.findByText('order/1: first')).toBeInTheDocument();

    act(() => setResource('order/1', 'as the server answered'));
    expect(screen.getByText('order/1: as the server answered')).toBeInTheDocument();

    answer = 'second';
    await act(() => invalidateResources('order/'));
    expect(await screen.findByText('order/1: second')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    // Not on screen: only marked, asked for when shown again.
    const hidden = vi.fn(async () => 'later');
    await prefetchResource('other/2', hidden);
    await invalidateResources('other/');
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
