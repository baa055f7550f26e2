import type PDFDocument from 'pdfkit';

/** A4 in PDF points, the size of every document the portal prints. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** The company's colours on its documents: the brand blue, its light tint for table rows, muted text. */
export const PDF_COLOURS = { brand: '#084a8c', brandLight: '#eef6ff', muted: '#4b5563' } as const;

/** The document's bytes once pdfkit has finished writing it (call before `doc.end()`). */
export function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
