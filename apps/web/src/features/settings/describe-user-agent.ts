export interface DeviceDescription {
  browser: string | null
  os: string | null
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/(Headless)?Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** A short, human name for the browser and system of a session's User-Agent header. */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null }
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser, os }
}
