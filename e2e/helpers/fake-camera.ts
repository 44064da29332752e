import { writeFileSync } from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480

/**
 * Writes a Y4M video (what Chromium's --use-file-for-fake-video-capture plays as the camera) showing `text`
 * as a QR code, black on white in the middle of a 640×480 frame, so a journey can scan a ticket with the real
 * scanner and no real camera. The code fills half the frame's height: the scanner reads the middle two thirds.
 */
export function writeQrVideo(text: string, path: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const scale = Math.max(2, Math.floor(HEIGHT / 2 / modules))
  const left = Math.floor((WIDTH - modules * scale) / 2)
  const top = Math.floor((HEIGHT - modules * scale) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235)
  for (let row = 0; row < modules; row++)
    for (let column = 0; column < modules; column++) {
      if (!qr.modules.get(row, column)) continue
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + column * scale
        luma.fill(16, start, start + scale)
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]))
}
