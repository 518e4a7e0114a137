/** Facts about the sample files: MIME type by extension and pixel size of JPEG and PNG images. */
import fs from "node:fs";
import path from "node:path";

const MIME: Readonly<Record<string, string>> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

export function mimeType(fileName: string): string {
  return MIME[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
}

export interface PixelSize {
  width: number;
  height: number;
}

/** Reads the pixel size from a PNG or baseline/progressive JPEG header; undefined for other files. */
export function imageSize(buffer: Buffer): PixelSize | undefined {
  // PNG: signature, then the IHDR chunk with width and height as big-endian 32-bit integers.
  if (buffer.length >= 24 && buffer.readUInt32BE(0) === 0x89504e47) {
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  }
  // JPEG: walk the segments until a start-of-frame marker (C0-CF except C4, C8, CC).
  if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < buffer.length) {
      if (buffer[offset] !== 0xff) {
        offset += 1;
        continue;
      }
      const marker = buffer[offset + 1] ?? 0;
      const length = buffer.readUInt16BE(offset + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) {
        return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  return undefined;
}

export function readFileFacts(filePath: string): { size: number; pixels?: PixelSize } {
  const buffer = fs.readFileSync(filePath);
  const pixels = imageSize(buffer);
  return pixels ? { size: buffer.length, pixels } : { size: buffer.length };
}
