import { useEffect, useState } from 'react';
import { detectDevice, type DetectedDevice, type UaData } from './detect-device';

interface NavigatorUaData extends UaData {
  getHighEntropyValues?: (hints: string[]) => Promise<UaData>;
}

const uaDataOf = (): NavigatorUaData | null => (navigator as Navigator & { userAgentData?: NavigatorUaData }).userAgentData ?? null;

const detectNow = (extra?: UaData): DetectedDevice => {
  const uaData = uaDataOf();
  return detectDevice({
    userAgent: navigator.userAgent,
    uaData: uaData ? { brands: uaData.brands, mobile: uaData.mobile, platform: uaData.platform, ...extra } : null,
    maxTouchPoints: navigator.maxTouchPoints,
  });
};

/**
 * The device this report is sent from, at once from what the browser tells freely, then with the
 * system's real version when the browser grants it (Chromium hides it behind
 * `getHighEntropyValues`; a refusal keeps the first answer).
 */
export function useDetectedDevice(): DetectedDevice {
  const [device, setDevice] = useState(() => detectNow());
  useEffect(() => {
    let live = true;
    uaDataOf()?.getHighEntropyValues?.(['platformVersion'])
      .then((hints) => {
        if (live && hints.platformVersion) setDevice(detectNow({ platformVersion: hints.platformVersion }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return device;
}
