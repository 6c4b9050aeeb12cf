// Renders a PDF's page to pixels for tests (pdf.js on @napi-rs/canvas), so a test can check what a reader
// would see: that glyphs were drawn, and where.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type NodeCanvas = Canvas;
type NodeContext = SKRSContext2D;

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));

export interface PageImage {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8ClampedArray;
  png: () => Buffer;
  /** Text as pdf.js extracts it (from the fonts' Unicode maps). */
  text: string;
}

export async function renderPage(file: Uint8Array, pageNumber = 1, scale = 1): Promise<PageImage> {
  const document = await getDocument({
    data: new Uint8Array(file),
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    // pdf.js makes its canvases with @napi-rs/canvas in Node; its types only say Object.
    const factory = document.canvasFactory as {
      create(width: number, height: number): { canvas: NodeCanvas; context: NodeContext };
    };
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    await page.render({ canvas: null, canvasContext: context, viewport }).promise;
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return {
      width: canvas.width,
      height: canvas.height,
      pixels: image.data,
      png: () => canvas.toBuffer('image/png'),
      text,
    };
  } finally {
    await document.destroy();
  }
}

/** How many pixels of a box (in the page's pixels, top-left origin) are dark: where glyphs were drawn. */
export function darkPixels(
  image: PageImage,
  box: { left: number; right: number; top: number; bottom: number },
): number {
  let dark = 0;
  for (let y = Math.round(box.top); y < Math.round(box.bottom); y += 1)
    for (let x = Math.round(box.left); x < Math.round(box.right); x += 1)
      if ((image.pixels[(y * image.width + x) * 4] ?? 255) < 128) dark += 1;
  return dark;
}
