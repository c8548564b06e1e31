import { ArrowLeft, Printer } from 'lucide-react';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { PAPER, type Paper, pageRule } from './print-page-size';

interface PrintDocumentProps {
  /** The browser tab's title: also the file name a "save as PDF" suggests. */
  title: string;
  paper: Paper;
  /** True once everything to print has loaded: the print dialog opens then, once. */
  ready: boolean;
  /** Page margins in mm: 0 for sheets drawn to the edge; a list that flows over pages needs some. */
  marginMm?: number;
  /** Extra controls in the screen toolbar (the card's layout). */
  controls?: ReactNode;
  children: ReactNode;
}

const MM = 96 / 25.4;
/** The width a sheet may take on screen, in CSS pixels. */
const ScreenWidth = createContext(Number.POSITIVE_INFINITY);

function useScreenWidth() {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** Waits for the images of the document (at most a few seconds), so that they are on paper. */
function imagesLoaded(root: HTMLElement, timeoutMs: number): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  if (pending.length === 0) return Promise.resolve();
  const loads = pending.map(
    (img) =>
      new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((r) => setTimeout(r, timeoutMs)),
  ]);
}

/**
 * The shared frame of every printable: on screen, sheets of paper on a grey desk with a toolbar to
 * go back or print again; on paper, only the sheets, each on its own page of the given size. The
 * print dialog opens by itself once the content is there.
 */
export function PrintDocument({ title, paper, marginMm = 0, ready, controls, children }: PrintDocumentProps) {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const printed = useRef(false);
  const screenWidth = useScreenWidth();

  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  useEffect(() => {
    if (!ready || printed.current || !rootRef.current) return;
    printed.current = true;
    let cancelled = false;
    void imagesLoaded(rootRef.current, 4000).then(() => {
      if (!cancelled) window.print?.();
    });
    return () => {
      cancelled = true;
    };
  }, [ready]);

  return (
    <div className="min-h-dvh bg-muted print:min-h-0 print:bg-white">
      <style>{pageRule(paper, marginMm)}</style>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-border bg-surface/95 px-4 py-2.5 backdrop-blur print:hidden">
        <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{title}</span>
        {controls}
        <Button size="sm" onClick={() => window.print()} disabled={!ready}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      <div ref={rootRef} className="flex flex-col items-center gap-6 px-2 py-6 print:block print:p-0">
        <ScreenWidth.Provider value={screenWidth - 16}>{children}</ScreenWidth.Provider>
      </div>
    </div>
  );
}

/**
 * One page of paper. On screen it is drawn at its size (scaled down to fit a phone); on paper it
 * fills its page and the next sheet starts on a new one.
 */
export function Sheet({
  paper,
  className,
  children,
  label,
  flow = false,
}: {
  paper: Paper;
  /** A list that may run over several pages: at least one page high on screen, as long as it takes on paper. */
  flow?: boolean;
  className?: string;
  children: ReactNode;
  /** What the page is, for screen readers ("Work ticket #1001"). */
  label: string;
}) {
  const { width, height } = PAPER[paper];
  // A phone shows the whole sheet, smaller, laid out as on paper; paper gets it at its size.
  const zoom = Math.min(1, useContext(ScreenWidth) / (width * MM));
  return (
    <article
      aria-label={label}
      style={{ width: `${width}mm`, [flow ? 'minHeight' : 'height']: `${height}mm`, zoom }}
      className={cn(
        'relative shrink-0 bg-white text-neutral-900 shadow-pop [color-scheme:light] print:[zoom:1]!',
        'print:shadow-none print:break-after-page print:last:break-after-auto',
        flow ? 'print:min-h-0! print:w-auto!' : 'overflow-hidden',
        className,
      )}
    >
      {children}
    </article>
  );
}
