import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Helpers of the multi-instance test (scale.postgres.test.ts): built Soko processes and nginx from Debian
// as their round-robin load balancer, each on free ports with its own files in a temporary folder.

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const NGINX = '/usr/sbin/nginx'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** `npm run build -w @soko/server`: dist/main.js from the current source (esbuild, a few seconds). */
export function buildServer() {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' })
}

export type Instance = {
  name: string
  port: number
  origin: string
  child: ChildProcess
  exited: Promise<void>
  output: () => string
}

/** Starts `node dist/main.js` with `env`; resolves once it logs that it is ready. */
export async function startInstance(name: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Soko is ready')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`${name} exited at start:\n${output}`))
    })
  })
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => output,
  } satisfies Instance
}

export async function stopInstance(instance: Instance | undefined) {
  if (!instance) return
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM')
  await instance.exited
}

/**
 * nginx on `port` as a round-robin load balancer in front of `ports`: its own config, pid, logs and temp folders,
 * never the system's service. A refused connection (an instance that died) is retried on the next one;
 * every answer says which upstream gave it (X-Upstream).
 */
export async function startNginx(ports: number[], port: number) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`)
  const dir = mkdtempSync(join(tmpdir(), 'soko-nginx-'))
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub))
  const runningAsRoot = process.getuid?.() === 0
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${runningAsRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream soko {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://soko;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  // Ready when it answers (start it after the instances: a refused upstream is left alone for a while).
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`)
    const ok = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
    if (ok) break
    if (i > 100) throw new Error(`nginx did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
