/*
 * Every icon the order's pages draw, those of the shared pieces they use too (the calendar's
 * arrows, a field's chevron, a button's spinner), each imported from its own module. The form and
 * the details page are loaded through import() (docs/decisions/080), and through the icon library's
 * index the build cannot tell which page draws which icon: it puts the icons this file imports in
 * one small file of their own (scripts/code-splitting.ts, order-icons), instead of the back office's file of
 * every other icon. `npm run size` fails when an order page reaches that file.
 */
export { default as BellRing } from 'lucide-react/icons/bell-ring';
export { default as CalendarDays } from 'lucide-react/icons/calendar-days';
export { default as Check } from 'lucide-react/icons/check';
export { default as ChevronDown } from 'lucide-react/icons/chevron-down';
export { default as ChevronLeft } from 'lucide-react/icons/chevron-left';
export { default as ChevronRight } from 'lucide-react/icons/chevron-right';
export { default as CircleCheck } from 'lucide-react/icons/circle-check';
export { default as CircleAlert } from 'lucide-react/icons/circle-exclamation-point';
export { default as CloudOff } from 'lucide-react/icons/cloud-off';
export { default as CreditCard } from 'lucide-react/icons/credit-card';
export { default as FileText } from 'lucide-react/icons/file-text';
export { default as Gift } from 'lucide-react/icons/gift';
export { default as LoaderCircle } from 'lucide-react/icons/loader-circle';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as MessageSquareText } from 'lucide-react/icons/message-square-text';
export { default as PencilLine } from 'lucide-react/icons/pencil-line';
export { default as Phone } from 'lucide-react/icons/phone';
export { default as SearchX } from 'lucide-react/icons/search-x';
export { default as Store } from 'lucide-react/icons/store';
export { default as Undo2 } from 'lucide-react/icons/undo-2';
export { default as Wallet } from 'lucide-react/icons/wallet';
export { default as X } from 'lucide-react/icons/x';
