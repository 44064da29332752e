import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { englishStringsPlugin } from './build/english-strings-plugin.js'
import { webAliases } from './build/aliases.js'

// The server's renderer of first screens (src/ssr/worker.ts and first-screen.tsx, docs/decisions/027): the same
// components, built for Node into dist-ssr/worker.js, which the server runs in a worker thread when it is there.
export default defineConfig({
  plugins: [
    englishStringsPlugin({
      englishFile: fileURLToPath(new URL('./src/locales/en.json', import.meta.url)),
      registerModule: fileURLToPath(new URL('./src/lib/english-strings.ts', import.meta.url)),
      sourceDir: fileURLToPath(new URL('./src/', import.meta.url)),
    }),
    react(),
  ],
  resolve: { alias: webAliases },
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
})
