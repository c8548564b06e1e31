/**
 * Stands in for the browser's XMLHttpRequest (uploads with progress): records what is sent, reports
 * 40 % at once and answers when the test calls `finish()`, so a slow machine cannot skip the progress.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer = { status: 201, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 5);
  }
  finish(answer = FakeXhr.answer) {
    this.status = answer.status;
    this.responseText = answer.body;
    this.onload?.();
  }
  static reset() {
    FakeXhr.sent = [];
    FakeXhr.answer = { status: 201, body: '{}' };
  }
}

/** The multipart fields of an upload: text as is, files by name, repeated fields as lists. */
export function multipartFields(body: FormData | null): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [key, value] of body?.entries() ?? []) {
    fields[key] = [...(fields[key] ?? []), typeof value === 'string' ? value : `file:${value.name}`];
  }
  return fields;
}
