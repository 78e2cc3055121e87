/**
 * The device a bug report carries (app/features/feedback/detect-device.ts): client hints first,
 * the user-agent string otherwise, one row per browser and system keepers use.
 */
import { describe, expect, it } from 'vitest';
import { detectDevice, type DetectedDevice, type DeviceHints } from '../../app/features/feedback/detect-device';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeAndroidOld: 'Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.91 Mobile Safari/537.36',
  chromeAndroidTablet: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
  safariIpadOld: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  operaWindows7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

const chromeBrands = (v: string, extra = 'Google Chrome') => [{ brand: 'Not_A Brand', version: '24' }, { brand: 'Chromium', version: v }, { brand: extra, version: v }];
const device = (browser: string | null, os: string | null, deviceType: DetectedDevice['deviceType']): DetectedDevice => ({ browser, os, deviceType });

describe('detectDevice from the user-agent string', () => {
  it.each<[string, DeviceHints, DetectedDevice]>([
    ['Chrome on an Android phone (frozen string)', { userAgent: UA.chromeAndroid }, device('Chrome 131', 'Android 10', 'mobile')],
    ['older Chrome on Android', { userAgent: UA.chromeAndroidOld }, device('Chrome 90', 'Android 9', 'mobile')],
    ['Chrome on an Android tablet', { userAgent: UA.chromeAndroidTablet }, device('Chrome 131', 'Android 10', 'tablet')],
    ['Samsung Internet', { userAgent: UA.samsung }, device('Samsung Internet 23', 'Android 13', 'mobile')],
    ['Firefox on Android', { userAgent: UA.firefoxAndroid }, device('Firefox 133', 'Android 14', 'mobile')],
    ['Safari on an iPhone', { userAgent: UA.safariIphone }, device('Safari 17', 'iOS 17.4', 'mobile')],
    ['Chrome on an iPhone', { userAgent: UA.chromeIphone }, device('Chrome 131', 'iOS 18.1', 'mobile')],
    ['Firefox on an iPhone', { userAgent: UA.firefoxIphone }, device('Firefox 132', 'iOS 16', 'mobile')],
    ['Safari on an old iPad', { userAgent: UA.safariIpadOld }, device('Safari 12', 'iPadOS 12.5', 'tablet')],
    ['Safari on an iPad that says Macintosh', { userAgent: UA.safariMac, maxTouchPoints: 5 }, device('Safari 18', 'iPadOS', 'tablet')],
    ['Safari on a Mac', { userAgent: UA.safariMac, maxTouchPoints: 0 }, device('Safari 18', 'macOS 10.15', 'desktop')],
    ['Firefox on a Mac', { userAgent: UA.firefoxMac }, device('Firefox 133', 'macOS 14.5', 'desktop')],
    ['Chrome on Windows', { userAgent: UA.chromeWindows }, device('Chrome 131', 'Windows 10', 'desktop')],
    ['Edge on Windows', { userAgent: UA.edgeWindows }, device('Edge 131', 'Windows 10', 'desktop')],
    ['Opera on Windows 7', { userAgent: UA.operaWindows7 }, device('Opera 95', 'Windows 7', 'desktop')],
    ['Firefox on Linux', { userAgent: UA.firefoxLinux }, device('Firefox 133', 'Linux', 'desktop')],
    ['Chrome on a Chromebook', { userAgent: UA.chromeOs }, device('Chrome 131', 'ChromeOS', 'desktop')],
    ['nothing at all', { userAgent: '' }, device(null, null, null)],
    ['an unknown client', { userAgent: 'curl/8.5.0' }, device(null, null, 'desktop')],
  ])('%s', (_name, hints, expected) => {
    expect(detectDevice(hints)).toEqual(expected);
  });
});

describe('detectDevice from client hints (navigator.userAgentData)', () => {
  it.each<[string, DeviceHints, DetectedDevice]>([
    ['Chrome on an Android phone, with its real version', { userAgent: UA.chromeAndroid, uaData: { brands: chromeBrands('131'), mobile: true, platform: 'Android', platformVersion: '14.0.0' } },
      device('Chrome 131', 'Android 14', 'mobile')],
    ['Chrome on Android without the version: never the frozen "10"', { userAgent: UA.chromeAndroid, uaData: { brands: chromeBrands('131'), mobile: true, platform: 'Android' } },
      device('Chrome 131', 'Android', 'mobile')],
    ['an Android tablet (not mobile)', { userAgent: UA.chromeAndroidTablet, uaData: { brands: chromeBrands('131'), mobile: false, platform: 'Android', platformVersion: '13.0.0' } },
      device('Chrome 131', 'Android 13', 'tablet')],
    ['Windows 11 (platformVersion 13 and up)', { userAgent: UA.chromeWindows, uaData: { brands: chromeBrands('131'), mobile: false, platform: 'Windows', platformVersion: '15.0.0' } },
      device('Chrome 131', 'Windows 11', 'desktop')],
    ['Windows 10', { userAgent: UA.chromeWindows, uaData: { brands: chromeBrands('131'), mobile: false, platform: 'Windows', platformVersion: '10.0.0' } },
      device('Chrome 131', 'Windows 10', 'desktop')],
    ['Edge by its brand', { userAgent: UA.edgeWindows, uaData: { brands: chromeBrands('131', 'Microsoft Edge'), mobile: false, platform: 'Windows' } },
      device('Edge 131', 'Windows', 'desktop')],
    ['Opera by its brand', { userAgent: UA.chromeWindows, uaData: { brands: [{ brand: 'Opera', version: '114' }, { brand: 'Chromium', version: '128' }], mobile: false, platform: 'macOS', platformVersion: '14.6.1' } },
      device('Opera 114', 'macOS 14.6', 'desktop')],
    ['plain Chromium on Linux', { userAgent: UA.chromeWindows, uaData: { brands: [{ brand: 'Chromium', version: '131' }, { brand: 'Not)A;Brand', version: '8' }], mobile: false, platform: 'Linux' } },
      device('Chromium 131', 'Linux', 'desktop')],
    ['ChromeOS', { userAgent: UA.chromeOs, uaData: { brands: chromeBrands('131'), mobile: false, platform: 'Chrome OS' } }, device('Chrome 131', 'ChromeOS', 'desktop')],
    ['only GREASE brands: the string names the browser', { userAgent: UA.chromeWindows, uaData: { brands: [{ brand: 'Not A;Brand', version: '99' }], mobile: false, platform: 'Windows' } },
      device('Chrome 131', 'Windows', 'desktop')],
    ['empty hints: the string decides', { userAgent: UA.firefoxLinux, uaData: { brands: [], mobile: false, platform: '' } }, device('Firefox 133', 'Linux', 'desktop')],
  ])('%s', (_name, hints, expected) => {
    expect(detectDevice(hints)).toEqual(expected);
  });
});
