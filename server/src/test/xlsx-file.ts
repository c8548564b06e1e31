import zlib from 'node:zlib';

/*
 * Excel workbooks for tests, written part by part as spreadsheet programs write them (texts in the
 * shared strings part, numbers in the cells, formulas with their cached result), and packed by a
 * small zip writer that can also lie about a part's size.
 */

export type XlsxValue = string | number | boolean | { formula: string; result?: number };

/** One packed part of a zip; `declaredSize` replaces the true unpacked size in the headers. */
export type ZipPart = { name: string; packed: Buffer; crc: number; size: number; declaredSize?: number };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET = 'xl/worksheets/sheet1.xml';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The parts around one sheet: content types, package links, workbook and its links. */
function frame(sheetName: string): Record<string, string> {
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/${SHEET}" ContentType="${type}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  };
}

const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** A workbook with one sheet holding these rows. */
export function xlsxFile(rows: XlsxValue[][], { sheetName = 'Sheet1' } = {}): Buffer {
  const strings: string[] = [];
  const cell = (value: XlsxValue, ref: string) => {
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (typeof value === 'string') {
      strings.push(value);
      return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
    }
    return `<c r="${ref}"><f>${escapeXml(value.formula)}</f><v>${value.result ?? 0}</v></c>`;
  };
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => cell(v, `${columnName(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  const sst = strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('');
  const parts = {
    ...frame(sheetName),
    [SHEET]: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${sst}</sst>`,
  };
  return zipParts(Object.entries(parts).map(([name, text]) => packPart(name, Buffer.from(text))));
}

/**
 * A workbook whose sheet is `megabytes` of one row over and over: deflate packs each megabyte into
 * a few kilobytes. Packed as a stream, so the test never holds the sheet unpacked. With
 * `declaredSize` the zip claims the sheet is that small.
 */
export async function repetitiveXlsx(megabytes: number, { declaredSize }: { declaredSize?: number } = {}) {
  const row = '<row><c t="inlineStr"><is><t>Rose</t></is></c><c><v>1</v></c></row>';
  const megabyte = Buffer.from(row.repeat(Math.ceil((1024 * 1024) / row.length)));
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  const write = async (data: Buffer) => {
    crc = zlib.crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>`));
  for (let i = 0; i < megabytes; i++) await write(megabyte);
  await write(Buffer.from('</sheetData></worksheet>'));
  deflate.end();
  await ended;
  const sheet: ZipPart = { name: SHEET, packed: Buffer.concat(packed), crc, size, declaredSize };
  const others = Object.entries(frame('Delivery')).map(([name, text]) => packPart(name, Buffer.from(text)));
  return zipParts([...others, sheet]);
}

export function packPart(name: string, data: Buffer): ZipPart {
  return { name, packed: zlib.deflateRawSync(data), crc: zlib.crc32(data), size: data.length };
}

/** A zip of deflated parts: local headers with the data, then the central directory. */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    central.push(entry, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
