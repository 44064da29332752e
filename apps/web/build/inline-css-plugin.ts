// Puts the app's stylesheet into index.html instead of linking it. On a slow network a linked stylesheet
// shares the first round trips with the scripts and holds the first paint until it has arrived; inline, the
// static shell paints as soon as the HTML does. The whole stylesheet is small (about 10 KB compressed) and a
// single-page app downloads index.html once per visit.
import type { OutputAsset, OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

export function inlineCssPlugin(): Plugin {
  return {
    name: 'soko-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle
        if (!bundle) return html
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName] as OutputAsset | undefined
            if (asset?.type !== 'asset') return tag
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
            return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
          },
        )
      },
    },
  }
}
