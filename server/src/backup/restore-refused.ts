/** A restore that would overwrite data, or cannot fit this code or database; the message is for the person. */
export class RestoreRefused extends Error {}
