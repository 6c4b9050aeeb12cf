// Reads back what pdfkit wrote, for tests: the page sizes and the text of every page. pdfkit writes the
// standard fonts' text as hex strings inside TJ arrays of Flate-compressed content streams.
import { inflateSync } from 'node:zlib';

export interface PdfSummary {
  mediaBoxes: string[];
  text: string;
}

export function readPdf(file: Buffer): PdfSummary {
  const raw = file.toString('latin1');
  const mediaBoxes = [...raw.matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((match) => (match[1] ?? '').trim());
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(file.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => piece[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return { mediaBoxes, text: lines.join('\n') };
}
