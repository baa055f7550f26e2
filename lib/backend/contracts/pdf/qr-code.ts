import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws `text` as a QR code of `size` points with its top-left corner at (x, y), as vector squares
 * (sharp at any zoom or print size), with the four-module quiet zone readers need.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      // A touch of overlap hides the hairline seams some viewers draw between adjacent squares.
      doc.rect(x + (start + 4) * cell, y + (row + 4) * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}
