/** Text for a PDF string: backslashes and parentheses escaped, only printable ASCII kept. */
const pdfText = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e]/g, '-')
    .replace(/([\\()])/g, '\\$1')

/**
 * A small, valid one-page PDF (Helvetica text, correct cross-reference table) for a demo document: a heading, a
 * contact line under it, a title, then the given lines.
 */
export function demoPdf(heading: string, contact: string, title: string, lines: readonly string[]) {
  const text = [
    `BT /F1 22 Tf 72 770 Td (${pdfText(heading)}) Tj ET`,
    `BT /F1 11 Tf 72 748 Td (${pdfText(contact)}) Tj ET`,
    `BT /F1 14 Tf 72 712 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 11 Tf 72 ${686 - index * 18} Td (${pdfText(line)}) Tj ET`),
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A demo job application's CV: the name as a heading, then the contact line and the given lines. */
export const demoCvPdf = (person: { name: string; email: string; phone: string }, lines: readonly string[]) =>
  demoPdf(person.name, `${person.email}  |  ${person.phone}`, 'Curriculum Vitae', lines)
