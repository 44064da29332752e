import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildAliases, webAliases } from './build/aliases.js'
import { sokoEnglishStrings } from './build/soko-english-strings.js'

// The server's renderer of first screens (src/ssr/worker.ts and first-screen.tsx, docs/decisions/027): the same
// components, built for Node into dist-ssr/worker.js, which the server runs in a worker thread when it is there.
export default defineConfig(({ command }) => ({
  plugins: [sokoEnglishStrings(), react()],
  resolve: { alias: command === 'build' ? buildAliases : webAliases },
  // The browser's files (public/) are the client build's, not the renderer's.
  publicDir: false,
  // React's production build: the development one is several times slower and checks what the browser will.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/ssr/worker.ts',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    rolldownOptions: { output: { codeSplitting: false } },
  },
  ssr: { noExternal: true },
}))
