import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildAliases, webAliases } from './build/aliases.js'
import { sokoEnglishStrings } from './build/soko-english-strings.js'
import { iconSpritePlugin } from './build/icon-sprite-plugin.js'
import { inlineCssPlugin } from './build/inline-css-plugin.js'
import { keepShell } from './build/pwa-precache.js'
import { routeChunksPlugin } from './build/route-chunks-plugin.js'
import { spriteIconNames } from './src/components/ui/sprite-icon-names.js'

export default defineConfig(({ command }) => ({
  plugins: [
    sokoEnglishStrings(),
    react(),
    tailwindcss(),
    iconSpritePlugin(spriteIconNames, import.meta.url),
    inlineCssPlugin(),
    routeChunksPlugin(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    // Installable app and offline shell (docs/decisions/017-service-worker.md). The page registers the worker
    // itself after load (app/register-service-worker.ts): no workbox-window in the first load. No worker
    // in development (`npm run dev`): devOptions stay off.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // The icons and favicon are in the precache through the glob below.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: "Soko - Africa's Smart Marketplace",
        short_name: 'Soko',
        description:
          "Kenya's marketplace for shopping, food delivery, rides, real estate, events and trusted services.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#166534',
        categories: ['shopping', 'business', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        manifestTransforms: [keepShell(fileURLToPath(new URL('./dist', import.meta.url)))],
      },
    }),
  ],
  resolve: { alias: command === 'build' ? buildAliases : webAliases },
  // The manifest lets bench/ measure every chunk a route needs, not only what index.html names.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // Each dynamic import carries the list of files to preload with it, and every name in those lists sits in
    // the entry that every first load downloads. The work areas (admin panel, provider portal, vendor
    // dashboard, the restaurant's, promoter's and driver's dashboards, application form) are reached by few links, and the pages a redirect from outside opens
    // (payment returns, password reset) are always first pages: their chunks bring their own imports when
    // they load instead (the server preloads all of a route's files when it is the first page).
    // No polyfill: Chrome and its WebView on Android, Safari 17 and Firefox 115 preload modules themselves; an
    // older browser only loses the preload (the entry still fetches its imports), and the polyfill's bytes were in
    // every first load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) =>
        /(^|\/)(admin-|services-app|provider-dashboard|vendor-dashboard|food-dashboard|event-dashboard|driver-dashboard|real-estate-dashboard|employer-dashboard|medical-dashboard|insurance-dashboard|medical-appointments|medical-checkout|insurance-quotes|property-redirect|job-applications|service-provider-registration|payment-|reset-password)[\w-]*\.js$/.test(
          filename,
        )
          ? []
          : deps,
    },
    rolldownOptions: {
      output: {
        // What is loaded on its own (a route's screen, a lazy component) keeps its name: the preload rule above
        // and the journeys that hold a chunk read it. The shared pieces are named by their hash alone, because
        // every chunk's file name is in the entry's preload table, which every page loads.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|clsx|class-variance-authority|use-sync-external-store|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
            },
            {
              // Small modules many screens share (API client, session, toasts, light ui parts, the money
              // and date formatters): one file
              // instead of a dozen tiny requests. The product picture upload serves only the admin's and the
              // vendor's product forms, which load on first use. The ride relay of the live channel
              // serve only signed-in pages with the channel open and those verticals' screens. The light form
              // hook serves only /auth's and /checkout's forms. The relative times ("3 hours ago", written out
              // in both languages) serve only the forums, chat, notifications, sessions and jobs screens.
              name: 'common',
              test: /[\\/]src[\\/](lib[\\/](?!validation-messages|product-image-upload|phone-errors|rides-live|job-labels|relative-time|saved-read-writer|use-light-form)|components[\\/]ui[\\/](button|badge|card|input|label|skeleton|spinner|star-rating|count-badge|product-image|separator)\.)|[\\/]packages[\\/]shared[\\/]src[\\/]money[\\/]format-money\./,
            },
            {
              // The food vertical's shared constants serve the customer's screens and the restaurant's
              // dashboard: a group of their own, so the dashboard does not download the customer's logic.
              name: 'food-shared',
              test: /[\\/]packages[\\/]shared[\\/]src[\\/]food[\\/]food\.constants\./,
            },
            {
              // The food screens' shared logic and API calls (filters, basket, display rules): one file for
              // /food, /cart, /food/checkout and the order page instead of a dozen tiny ones. Form schemas stay
              // apart: they bring zod, which loads only when a form is first used (decision 007).
              name: 'food-core',
              test: /[\\/]src[\\/]features[\\/]food[\\/](api[\\/][\w-]+|(?![\w-]*schema|local-basket-key)[\w-]+)\.ts$/,
            },
            {
              // The select, its trigger's look and the error state, which the list screens' toolbars and the
              // admin tables share: one file instead of three requests of a few hundred bytes each (a phone on
              // HTTP/1.1 queues them six at a time; issue 19).
              name: 'select-kit',
              test: /[\\/](src[\\/]components[\\/]ui[\\/](native-select|select-trigger-class|error-state)\.|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-down\.)/,
            },
            {
              // The rest of the list screens' toolbar and results (filter sheet, sliders, the empty state) and
              // the icons of their cards: one file for /shop, /services, /events, /food, /real-estate and /jobs.
              name: 'browse-kit',
              test: /[\\/](src[\\/]components[\\/](browse-results|ui[\\/]deferred-slider)\.|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](x|sliders-horizontal|search-x|map-pin)\.)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/sandbox': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
}))
