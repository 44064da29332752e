// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173, proxied to the API.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '-w', '@soko/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@soko/web'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
children.forEach((child) => child.on('exit', (code) => code && (stop(), process.exit(code))))
