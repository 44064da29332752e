import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

/**
 * Writes a Y4M video (what Chromium's --use-file-for-fake-video-capture plays as the camera) showing `text`
 * as a QR code, black on white, so a journey can scan a ticket with the real scanner and no real camera.
 */
export function writeQrVideo(text: string, path: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const quiet = 4
  const scale = 6
  const side = Math.ceil(((modules + quiet * 2) * scale) / 16) * 16
  const offset = Math.floor((side - modules * scale) / 2)
  const luma = Buffer.alloc(side * side, 235)
  for (let row = 0; row < modules; row++)
    for (let column = 0; column < modules; column++) {
      if (!qr.modules.get(row, column)) continue
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (offset + row * scale + y) * side + offset + column * scale,
          (offset + row * scale + y) * side + offset + (column + 1) * scale,
        )
    }
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]))
}
