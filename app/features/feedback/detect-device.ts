/**
 * The browser, operating system and device type a bug report carries (spec: detected
 * automatically, shown before sending). Pure: the caller hands in what the browser tells
 * (`navigator.userAgentData` where it exists, with its high-entropy `platformVersion` when that
 * was granted; else the user-agent string), so every shape is testable in a table.
 *
 * Client hints win over the string: Chromium freezes its user-agent string (Android always reads
 * "Android 10; K", macOS always "10_15_7"), so a version the hints do not give is left out rather
 * than read from the frozen string. Safari and Firefox have no hints and an honest string.
 */
import type { DEVICE_TYPES } from '../../../shared/api/feedback';

export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface BrandVersion {
  brand: string;
  version: string;
}

/** What `navigator.userAgentData` offers (plus `getHighEntropyValues(['platformVersion'])`). */
export interface UaData {
  brands?: readonly BrandVersion[];
  mobile?: boolean;
  platform?: string;
  platformVersion?: string;
}

export interface DeviceHints {
  userAgent: string;
  uaData?: UaData | null;
  /** iPadOS Safari calls itself a Mac; a touch screen tells them apart. */
  maxTouchPoints?: number;
}

export interface DetectedDevice {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType | null;
}

const major = (version: string | undefined): string | null => {
  const m = /^\d+/.exec(version ?? '');
  return m ? m[0] : null;
};
const named = (name: string, version: string | null): string => (version ? `${name} ${version}` : name);
/** "14.0.0" → "14", "4.4.2" → "4.4", "17_4_1" → "17.4". */
const shortVersion = (version: string): string => {
  const [a = '', b = ''] = version.split(/[._]/);
  return b && b !== '0' ? `${a}.${b}` : a;
};

// Brand names as keepers know them; GREASE entries ("Not A;Brand") are noise by design.
const BRAND_NAMES: [RegExp, string][] = [
  [/^Microsoft Edge$/i, 'Edge'], [/^Opera( GX)?$/i, 'Opera'], [/^Brave$/i, 'Brave'], [/^Samsung Internet$/i, 'Samsung Internet'],
  [/^(YaBrowser|Yandex)$/i, 'Yandex'], [/^Vivaldi$/i, 'Vivaldi'], [/^Google Chrome$/i, 'Chrome'],
];

function browserFromBrands(brands: readonly BrandVersion[]): string | null {
  for (const [pattern, name] of BRAND_NAMES) {
    const hit = brands.find((b) => pattern.test(b.brand));
    if (hit) return named(name, major(hit.version));
  }
  const chromium = brands.find((b) => /^Chromium$/i.test(b.brand));
  return chromium ? named('Chromium', major(chromium.version)) : null;
}

// Order matters: Edge, Opera, Samsung… all say "Chrome" too; Chrome says "Safari".
const BROWSER_PATTERNS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'], [/(?:OPR|OPT)\/(\d+)/, 'Opera'], [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/YaBrowser\/(\d+)/, 'Yandex'], [/Vivaldi\/(\d+)/, 'Vivaldi'], [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'], [/Chromium\/(\d+)/, 'Chromium'], [/Chrome\/(\d+)/, 'Chrome'], [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

function browserFromString(ua: string): string | null {
  for (const [pattern, name] of BROWSER_PATTERNS) {
    const m = pattern.exec(ua);
    if (m) return named(name, m[1] ?? null);
  }
  return null;
}

const WINDOWS_NT: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

/** The OS from client hints: Windows's platformVersion 13 and up is Windows 11. */
function osFromHints(platform: string, version: string | undefined): string | null {
  const v = version ? shortVersion(version) : null;
  switch (platform) {
    case 'Windows': {
      if (!version) return 'Windows';
      const m = Number(major(version));
      return m >= 13 ? 'Windows 11' : m >= 1 ? 'Windows 10' : 'Windows';
    }
    case 'macOS': return named('macOS', v);
    case 'Android': return named('Android', v);
    case 'Chrome OS': case 'ChromeOS': return 'ChromeOS';
    case 'Linux': return 'Linux';
    case '': case 'Unknown': return null;
    default: return named(platform, v);
  }
}

function osFromString(ua: string, touch: boolean): string | null {
  const ios = /(iPhone|iPad|iPod)[^)]*? OS (\d+(?:_\d+)*)/.exec(ua);
  if (ios) return named(ios[1] === 'iPad' ? 'iPadOS' : 'iOS', shortVersion(ios[2] ?? ''));
  const android = /Android (\d+(?:\.\d+)*)/.exec(ua);
  if (android) return named('Android', shortVersion(android[1] ?? ''));
  if (/Android/.test(ua)) return 'Android';
  const windows = /Windows NT (\d+\.\d+)/.exec(ua);
  if (windows) return named('Windows', WINDOWS_NT[windows[1] ?? ''] ?? null);
  if (/Windows/.test(ua)) return 'Windows';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  const mac = /Mac OS X (\d+(?:[_.]\d+)*)/.exec(ua);
  if (mac) return touch ? 'iPadOS' : named('macOS', shortVersion(mac[1] ?? ''));
  if (/Macintosh/.test(ua)) return touch ? 'iPadOS' : 'macOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

function deviceFromString(ua: string, touch: boolean): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'tablet';
  if (/Macintosh/.test(ua) && touch) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/.test(ua)) return 'mobile';
  return 'desktop';
}

export function detectDevice({ userAgent, uaData, maxTouchPoints = 0 }: DeviceHints): DetectedDevice {
  const touch = maxTouchPoints > 1;
  const fromString = { browser: browserFromString(userAgent), os: osFromString(userAgent, touch), deviceType: userAgent ? deviceFromString(userAgent, touch) : null };
  if (!uaData) return fromString;
  const platform = uaData.platform;
  const deviceType: DeviceType | null = uaData.mobile === true ? 'mobile'
    : platform === 'Android' ? 'tablet'
      : platform ? 'desktop' : fromString.deviceType;
  return {
    browser: (uaData.brands?.length ? browserFromBrands(uaData.brands) : null) ?? fromString.browser,
    os: platform ? osFromHints(platform, uaData.platformVersion) : fromString.os,
    deviceType,
  };
}
