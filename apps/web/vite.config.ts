import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The manifest lets bench/ measure every chunk a route needs, not only what index.html names.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022', manifest: true },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/sandbox': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
})
