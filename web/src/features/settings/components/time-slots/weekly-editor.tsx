import type { WindowType } from '@contract/order-time';
import { useFormState } from 'react-hook-form';
import { Tab, TabList, TabPanel, Tabs } from '../../../../components/ui/tabs';
import type { WeeklyWindowsEditorState } from './use-weekly-windows-form';
import { WeeklyWindowsFields } from './weekly-windows-fields';

const TAB_LABELS: Record<WindowType, string> = { delivery: 'Delivery', pickup: 'Pickup' };

interface WeeklyEditorProps {
  editors: Record<WindowType, WeeklyWindowsEditorState>;
  tab: WindowType;
  onTabChange: (tab: WindowType) => void;
  today: string;
}

function TabDot({ editor }: { editor: WeeklyWindowsEditorState }) {
  const { isDirty } = useFormState({ control: editor.form.control });
  if (!isDirty) return null;
  return (
    <>
      <span aria-hidden="true" className="size-2 rounded-full bg-rose" />
      <span className="sr-only">(unsaved changes)</span>
    </>
  );
}

/**
 * Delivery and pickup windows as two tabs. Both forms stay mounted, so switching tabs keeps what was
 * typed in the other one.
 */
export function WeeklyEditor({ editors, tab, onTabChange, today }: WeeklyEditorProps) {
  const types: WindowType[] = ['delivery', 'pickup'];

  return (
    <Tabs value={tab} onChange={onTabChange}>
      <TabList label="Window type" className="grid grid-cols-2 sm:inline-grid sm:min-w-80">
        {types.map((type) => (
          <Tab key={type} value={type}>
            {TAB_LABELS[type]}
            <TabDot editor={editors[type]} />
          </Tab>
        ))}
      </TabList>
      {types.map((type) => (
        <TabPanel key={type} value={type} keepMounted className="mt-5">
          <WeeklyWindowsFields editor={editors[type]} today={today} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
