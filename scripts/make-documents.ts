// Writes the site's PDFs (public/documents/*.pdf) from app/content/documents.ts: one A4 page
// each, Helvetica, a title, the body lines, and a "Sample document" notice where the real text
// is not ours to write. Run after changing the list: node --import tsx scripts/make-documents.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { documents, type SiteDocument } from "../app/content/documents";

const root = path.resolve(import.meta.dirname, "..");

/** PDF string literal: ASCII only, with ( ) \ escaped. */
const str = (s: string) =>
  `(${s
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[\\()]/g, (c) => `\\${c}`)})`;

function wrap(text: string, width = 80): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if ((line + " " + word).trim().length > width) {
      out.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line) out.push(line);
  return out;
}

export function pdfFor(d: SiteDocument, org: string): Buffer {
  const ops: string[] = [
    "BT",
    "/F2 20 Tf",
    "56 770 Td",
    `${str(d.title)} Tj`,
    "/F1 11 Tf",
    "0 -22 Td",
    `${str(org)} Tj`,
  ];
  if (d.sample) {
    ops.push("/F2 12 Tf", "0 -30 Td", `${str("SAMPLE DOCUMENT - placeholder text made for this website.")} Tj`);
    ops.push(
      "/F1 11 Tf",
      "0 -16 Td",
      `${str("The association publishes the real document; its content is not reproduced here.")} Tj`,
    );
  }
  ops.push("/F1 11 Tf", "0 -14 Td");
  for (const para of d.body) {
    ops.push("0 -14 Td");
    for (const l of wrap(para)) ops.push(`${str(l)} Tj`, "0 -15 Td");
  }
  ops.push("ET");
  const content = ops.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>",
    `<< /Title ${str(d.title)} /Producer (MSA portal) >>`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const dir = path.join(root, "public/documents");
  mkdirSync(dir, { recursive: true });
  for (const d of documents)
    writeFileSync(path.join(root, "public", d.href), pdfFor(d, "University Muslim Students' Association"));
  console.log(`wrote ${documents.length} PDFs to ${dir}`);
}
