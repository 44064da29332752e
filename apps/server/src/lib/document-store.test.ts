import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { minimalDocx, zipOf } from '../test/zip'
import { cleanFileName, createDocumentStore, sniffDocumentType, zipEntryNames } from './document-store'
import { codedError } from './errors'
import { createDiskStorage, readAll } from './file-storage'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)])
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const all = ['pdf', 'jpeg', 'png', 'webp', 'doc', 'docx'] as const

describe('sniffDocumentType', () => {
  it('reads PDF, Word 97-2003 and .docx from the bytes', () => {
    expect(sniffDocumentType(pdf, all)?.contentType).toBe('application/pdf')
    expect(sniffDocumentType(ole, all)).toMatchObject({ kind: 'doc', contentType: 'application/msword' })
    expect(sniffDocumentType(minimalDocx(), all)).toMatchObject({
      kind: 'docx',
      extension: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(sniffDocumentType(png, all)?.kind).toBe('png')
  })

  it('refuses a ZIP that is not a Word document, a broken ZIP and text named like a document', () => {
    const spreadsheet = zipOf({ 'xl/workbook.xml': '<workbook/>' })
    expect(zipEntryNames(spreadsheet)).toEqual(['xl/workbook.xml'])
    expect(sniffDocumentType(spreadsheet, all)).toBeNull()
    // The first bytes of a ZIP without its directory, and a directory that points past the end.
    expect(sniffDocumentType(minimalDocx().subarray(0, 60), all)).toBeNull()
    const pointingAway = minimalDocx()
    pointingAway.writeUInt32LE(pointingAway.length + 10, pointingAway.length - 6)
    expect(sniffDocumentType(pointingAway, all)).toBeNull()
    expect(sniffDocumentType(Buffer.from('<html><script>x</script></html>'), all)).toBeNull()
    expect(sniffDocumentType(Buffer.alloc(0), all)).toBeNull()
  })

  it('answers only among the kinds allowed', () => {
    expect(sniffDocumentType(png, ['pdf', 'doc', 'docx'])).toBeNull()
    expect(sniffDocumentType(minimalDocx(), ['pdf', 'jpeg'])).toBeNull()
  })
})

describe('cleanFileName', () => {
  it('keeps a plain name, drops paths and odd characters, names a nameless file by its type', () => {
    expect(cleanFileName('../../etc/Amina CV (2025).pdf', 'application/pdf')).toBe('Amina CV (2025).pdf')
    expect(cleanFileName('C:\\Users\\amina\\cv";x.docx', 'application/msword')).toBe('cv__x.docx')
    expect(cleanFileName('', 'application/msword')).toBe('document.doc')
  })
})

describe('a document store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'soko-documents-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const tooLarge = codedError('test.too_large', 413, 'Too large for the test.')
  const wrongType = codedError('test.type', 400, 'Wrong type for the test.')
  const store = createDocumentStore(createDiskStorage(dataDir), {
    maxBytes: 1024,
    kinds: ['pdf', 'docx'],
    errors: { tooLarge, type: wrongType },
  })
  const files = () => readdirSync(join(dataDir, 'documents'))

  it('keeps an allowed document privately under documents/ and gives it back', async () => {
    const saved = await store.save(minimalDocx())
    expect(saved.storageKey).toMatch(/^[\w-]+\.docx$/)
    expect(saved.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(files()).toContain(saved.storageKey)
    expect(await readAll((await store.open(saved.storageKey))!)).toEqual(minimalDocx())
    await store.remove(saved.storageKey)
    expect(await store.open(saved.storageKey)).toBeNull()
  })

  it("throws the caller's errors and writes nothing for a file too large or of another kind", async () => {
    const before = files().length
    await expect(store.save(Buffer.concat([pdf, Buffer.alloc(1024)]))).rejects.toMatchObject({
      code: 'test.too_large',
    })
    await expect(store.save(ole)).rejects.toMatchObject({ code: 'test.type' })
    expect(files()).toHaveLength(before)
  })
})
