import { MSG_SESSIONS, type DeviceKind } from '@podryad/domain';
import Bowser from 'bowser';

/**
 * The device and browser a session's User-Agent names, in words a person knows them by: 'iPhone'
 * or 'Windows' and 'Chrome 140'. Read on the server (bowser, MIT), so the web app carries no
 * parser. Whatever cannot be read is said as unknown, never an error.
 */
export type DeviceLine = { device: string; browser: string };

const UNKNOWN: DeviceLine = {
  device: MSG_SESSIONS.unknownDevice,
  browser: MSG_SESSIONS.unknownBrowser,
};

const isKind = (type: string | undefined): type is DeviceKind =>
  type !== undefined && type in MSG_SESSIONS.devices;

export function describeUserAgent(userAgent: string | null): DeviceLine {
  if (!userAgent?.trim()) return UNKNOWN;
  let parsed: Bowser.Parser.ParsedResult;
  try {
    parsed = Bowser.parse(userAgent);
  } catch {
    return UNKNOWN;
  }
  const { browser, os, platform } = parsed;
  // A phone or tablet named by its model (iPhone, iPad); else the system (Windows, Android, macOS);
  // else only the kind of device.
  const device =
    platform.model ||
    os.name ||
    (isKind(platform.type) ? MSG_SESSIONS.devices[platform.type] : MSG_SESSIONS.unknownDevice);
  const major = browser.version?.split('.')[0];
  const browserLine = browser.name
    ? major
      ? `${browser.name} ${major}`
      : browser.name
    : MSG_SESSIONS.unknownBrowser;
  return { device, browser: browserLine };
}
