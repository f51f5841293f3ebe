import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Reading rendered PDFs back in tests. Where poppler is installed (Debian: poppler-utils) its
 * `pdftotext -layout` gives the text, keeping each printed line on one line, and `pdfdetach` the
 * attachments; without it (a developer machine, `npm test`) pdfjs-dist does both, rebuilding the
 * lines from the glyph positions. Either way pages end with '\f' and non-breaking spaces come back as
 * plain spaces, so /Nettobetrag\s+614,70 €/ finds the printed line whichever engine ran.
 */

export type PdfEngine = 'poppler' | 'pdfjs';

const run = promisify(execFile);
let popplerInstalled: Promise<boolean> | undefined;

function defaultEngine(): Promise<PdfEngine> {
  popplerInstalled ??= run('pdftotext', ['-v']).then(
    () => true,
    () => false,
  );
  return popplerInstalled.then((installed) => (installed ? 'poppler' : 'pdfjs'));
}

/** The PDF's text, page by page; `engine` forces one (the helper's own test runs both). */
export async function pdfText(pdf: Buffer, engine?: PdfEngine): Promise<string> {
  const text = (engine ?? (await defaultEngine())) === 'poppler' ? await withPdftotext(pdf) : await withPdfjs(pdf);
  return text.replace(/\u00a0/g, ' ');
}

function withPdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

interface PositionedText {
  str: string;
  transform: number[];
  width: number;
}

async function withPdfjs(pdf: Buffer): Promise<string> {
  const document = await openWithPdfjs(pdf);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(layoutLines(content.items.flatMap((item) => ('str' in item ? [item] : []))));
    }
    return pages.map((page) => `${page}\n\f`).join('');
  } finally {
    await document.destroy();
  }
}

/** Glyph runs on the same baseline form a line, left to right; gaps between runs become spaces. */
function layoutLines(items: PositionedText[]): string {
  const lines = new Map<number, PositionedText[]>();
  for (const item of items) {
    if (item.str.trim() === '') continue;
    const baseline = Math.round(item.transform[5]);
    const key = [...lines.keys()].find((y) => Math.abs(y - baseline) <= 2) ?? baseline;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, runs]) =>
      runs
        .sort((a, b) => a.transform[4] - b.transform[4])
        .reduce(
          (line, run) => {
            const gap = run.transform[4] - line.end;
            const separator = line.text === '' ? '' : gap > 1 ? ' '.repeat(Math.max(1, Math.round(gap / 4))) : '';
            return { text: line.text + separator + run.str, end: run.transform[4] + run.width };
          },
          { text: '', end: 0 },
        ).text,
    )
    .join('\n');
}

/** The files attached to the PDF (the Factur-X XML). */
export async function embeddedFiles(pdf: Buffer, engine?: PdfEngine): Promise<{ name: string; content: Buffer }[]> {
  return (engine ?? (await defaultEngine())) === 'poppler' ? withPdfdetach(pdf) : attachmentsWithPdfjs(pdf);
}

async function withPdfdetach(pdf: Buffer): Promise<{ name: string; content: Buffer }[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdfdetach-'));
  try {
    await writeFile(join(dir, 'input.pdf'), pdf);
    const out = join(dir, 'files');
    await mkdir(out);
    await run('pdfdetach', ['-saveall', '-o', out, join(dir, 'input.pdf')]);
    const names = (await readdir(out)).sort();
    return Promise.all(names.map(async (name) => ({ name, content: await readFile(join(out, name)) })));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function attachmentsWithPdfjs(pdf: Buffer): Promise<{ name: string; content: Buffer }[]> {
  const document = await openWithPdfjs(pdf);
  try {
    const attachments = ((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
    return Object.values(attachments).map((file) => ({ name: file.filename, content: Buffer.from(file.content) }));
  } finally {
    await document.destroy();
  }
}

async function openWithPdfjs(pdf: Buffer) {
  // The legacy build runs in Node without DOM globals. Loaded only when needed: on loading it warns
  // that it cannot draw without the 'canvas' package, which reading text does not need.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.js');
  return pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0, disableFontFace: true })
    .promise;
}
