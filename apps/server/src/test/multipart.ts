/** A multipart/form-data body with one file field named "file", as a browser's upload sends it. */
export function multipart(fileName: string, type: string, bytes: Buffer) {
  const boundary = '----soko-test-boundary'
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A multipart/form-data body of text fields and files, in the order given, as a browser's form sends it. */
export function multipartForm(
  parts: (
    { name: string; value: string } | { name: string; fileName: string; type: string; bytes: Buffer }
  )[],
) {
  const boundary = '----soko-test-form-boundary'
  const body = Buffer.concat([
    ...parts.flatMap((part) =>
      'value' in part
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
            ),
          ]
        : [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`,
            ),
            part.bytes,
            Buffer.from('\r\n'),
          ],
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
