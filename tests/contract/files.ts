/**
 * Small real files built here from their formats' definitions (not read from the project), so the uploads the
 * provider sends are what a person would pick: a one-page PDF, a PNG and a baseline JPEG. Each call can carry a
 * marker, so two uploads in one run have different bytes and a download proves which one was stored.
 */
import { deflateSync } from 'node:zlib';

/** A one-page PDF 1.4 whose page shows `text`; the cross-reference offsets are computed, so readers accept it. */
export function makePdf(text: string): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([len, typeAndData, crc]);
}

/** A truecolour PNG of one colour (8 bits per channel, no interlace). */
export function makePng(width: number, height: number, rgb: [number, number, number]): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

/**
 * A baseline JPEG: one 8x8 grey block (ITU T.81). One Huffman code per table: DC difference 0 and the AC
 * end-of-block, both coded '0', so the scan is the bits 00 padded with ones. `comment` goes in a COM segment.
 */
export function makeJpeg(comment: string): Uint8Array<ArrayBuffer> {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const com = [...Buffer.from(comment, 'latin1')];
  const bytes = [
    ...[0xff, 0xd8], // SOI
    ...segment(0xfe, com), // COM
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // DQT: table 0, all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // SOF0: 8 bits, 8x8, one component, 1x1 sampling, table 0
    ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]), // DHT DC 0: one code of length 1 -> category 0
    ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]), // DHT AC 0: one code of length 1 -> EOB
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // scan: DC '0', EOB '0', padded with ones
    ...[0xff, 0xd9], // EOI
  ];
  return new Uint8Array(bytes);
}

/** A browser-like File, as react-admin's FileInput hands it over (`{ rawFile }`). */
export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type });
}
