import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import { cn } from '../../lib/cn';

/** The chosen tab, for panels kept mounted while hidden. */
const ChosenTab = createContext<string | null>(null);

interface TabsProps<K extends string> {
  value: K;
  onChange: (value: K) => void;
  children: ReactNode;
  className?: string;
}

/**
 * Tabs: arrow keys, Home and End move between them and the focused tab is chosen at once. Choosing
 * happens on press and again on the focus that follows; a value kept in the address changes only when
 * the navigation lands, so the second call is dropped here rather than navigating twice.
 */
export function Tabs<K extends string>({ value, onChange, children, className }: TabsProps<K>) {
  // The last change asked for, and from which value: asked again before the value moved, it is dropped.
  const requested = useRef<{ from: string; to: string } | null>(null);
  return (
    <TabsPrimitive.Root
      value={value}
      onValueChange={(next) => {
        const last = requested.current;
        if (next === value || (last?.from === value && last.to === next)) return;
        requested.current = { from: value, to: next };
        onChange(next as K);
      }}
      className={className}
    >
      <ChosenTab.Provider value={value}>{children}</ChosenTab.Provider>
    </TabsPrimitive.Root>
  );
}

/** The row of tabs on a muted track; `label` says what they choose, for screen readers. */
export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TabsPrimitive.List aria-label={label} className={cn('gap-1 rounded-2xl bg-muted p-1', className)}>
      {children}
    </TabsPrimitive.List>
  );
}

interface TabProps {
  value: string;
  children: ReactNode;
  /** The id of a panel outside these tabs that shows what the tab chose (one panel for all tabs). */
  controls?: string;
}

export function Tab({ value, children, controls }: TabProps) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      {...(controls ? { 'aria-controls': controls } : {})}
      className={cn(
        'flex h-11 md:h-10 flex-1 items-center justify-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'text-muted-foreground hover:text-foreground',
        'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-surface-raised',
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

interface TabPanelProps {
  value: string;
  children: ReactNode;
  className?: string;
  /** Keep the panel (and what was typed in it) while another tab is chosen; it is only hidden. */
  keepMounted?: boolean;
}

/** What a tab shows; labelled by its tab. */
export function TabPanel({ value, children, className, keepMounted }: TabPanelProps) {
  const chosen = useContext(ChosenTab);
  return (
    <TabsPrimitive.Content
      value={value}
      forceMount={keepMounted || undefined}
      // Kept mounted, the primitive leaves the panel visible: hide it (from screen readers too).
      hidden={chosen !== value}
      className={className}
    >
      {children}
    </TabsPrimitive.Content>
  );
}

interface SegmentedTabsProps<K extends string> {
  items: readonly { key: K; label: string }[];
  value: K;
  onChange: (value: K) => void;
  /** What the tabs choose, for screen readers ("Order views"). */
  label: string;
  /** The id of the one panel that shows the chosen view. */
  panelId: string;
  className?: string;
}

/** Tabs that switch one view in place, such as a list's filters: one panel outside, shared by all. */
export function SegmentedTabs<K extends string>({
  items,
  value,
  onChange,
  label,
  panelId,
  className,
}: SegmentedTabsProps<K>) {
  return (
    // The root adds no box of its own, so `className` lays out the row where it stands.
    <Tabs value={value} onChange={onChange} className="contents">
      <TabList label={label} className={className}>
        {items.map((item) => (
          <Tab key={item.key} value={item.key} controls={panelId}>
            {item.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
