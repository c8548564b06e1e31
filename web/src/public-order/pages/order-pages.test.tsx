import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageFiles } from './order-pages';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A page's file that fails to load `failures` times (the connection dropped), then loads. */
function flakyFile(failures: number) {
  let left = failures;
  return vi.fn(async () => {
    if (left-- > 0) throw new Error('Failed to fetch dynamically imported module');
    return Greeting;
  });
}

function Page({ files }: { files: ReturnType<typeof pageFiles<{ greeting: typeof Greeting }>> }) {
  const { page: Loaded, error, retry } = files.usePage('greeting');
  if (Loaded) return <Loaded name="Ada" />;
  if (!error) return <p>Loading</p>;
  return (
    <button type="button" onClick={retry}>
      Try again
    </button>
  );
}

describe('the order page’s own files', () => {
  it('draws a page at once when its file was loaded before the first draw, and loads it once', async () => {
    const file = flakyFile(0);
    const files = pageFiles({ greeting: file });
    await files.load('greeting');
    render(<Page files={files} />);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    await files.load('greeting');
    expect(file).toHaveBeenCalledTimes(1);
  });

  it('waits for a file not loaded yet, then draws the page', async () => {
    const files = pageFiles({ greeting: flakyFile(0) });
    render(<Page files={files} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('says so when the file cannot be fetched, and fetches it again on request', async () => {
    const file = flakyFile(1);
    const files = pageFiles({ greeting: file });
    render(<Page files={files} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(file).toHaveBeenCalledTimes(2);
  });
});
