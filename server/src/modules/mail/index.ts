/** What the rest of the server may use of this module: its one public entry (docs/decisions/057). */
export { fillHeldMail, wakeHeldMail } from './held-mail.service';
export { createMailWorker, type MailCheck, type MailWorker } from './mail-worker';
export { deleteOldMail, mailStatement, processOutbox, queueMail } from './outbox.service';
export { countGiftMailWaitingFor, forgetMailAbout, listMailTo } from './outbox-erasure.service';
