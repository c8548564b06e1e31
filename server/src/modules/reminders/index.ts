/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { eraseCustomerReminders, exportCustomerReminders } from './customer-reminders.service';
export { createReminderWorker, type ReminderWorker } from './reminder-worker';
export { remindersRoutes } from './reminders.routes';
