type FilePart = { filename: string; type: string; data: Buffer };
type Part = string | FilePart;

/** A multipart/form-data body, as a browser's FormData would send it; a list repeats the field. */
export function multipart(fields: Record<string, Part | Part[]>) {
  const boundary = `----petal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (typeof value === 'string') {
        parts.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      } else {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`,
          ),
          value.data,
          Buffer.from('\r\n'),
        );
      }
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
