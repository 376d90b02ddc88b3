import { describe, expect, it } from 'vitest';

import { environmentFamily, platformFamily, VersionsSeen } from '../../src/report/value/family.ts';

describe('test families', () => {
  it('leaves versions out of browsers, devices and platforms, and keeps what tells them apart', () => {
    // A test record's browser and version, a job error's browser text or object (name, version, platform).
    for (const text of ['chrome 126', 'Chrome 127.0.6533.72', 'chrome latest', 'chrome latest-1'])
      expect(environmentFamily(text)).toBe('chrome');
    expect(environmentFamily('chrome 126 WINDOWS')).toBe('chrome windows');
    expect(environmentFamily('MicrosoftEdge 126')).toBe('microsoftedge');
    expect(environmentFamily('chrome beta 127')).toBe('chrome beta');
    // A device is its family without its generation, and a browser on it keeps both.
    expect(environmentFamily('iPhone 15 Pro')).toBe('iphone pro');
    expect(environmentFamily('Galaxy S23')).toBe('galaxy s');
    expect(environmentFamily('chrome 126 on Pixel 8')).toBe('chrome on pixel');
    expect(environmentFamily('firefox 126')).not.toBe(environmentFamily('chrome 126'));
    expect(environmentFamily(undefined)).toBe('');

    for (const text of ['Windows 10', 'WIN11', 'windows', 'Windows Server 2022'])
      expect(platformFamily(text)).toBe('windows');
    for (const text of ['MAC', 'macOS 14.5', 'macOS Sonoma', 'OS X 10.15'])
      expect(platformFamily(text)).toBe('macos');
    for (const text of ['iOS 17.4', 'iPadOS 17']) expect(platformFamily(text)).toBe('ios');
    expect(platformFamily('Android 14')).toBe('android');
    for (const text of ['LINUX', 'Ubuntu 22.04']) expect(platformFamily(text)).toBe('linux');
    expect(platformFamily('ChromeOS 120')).toBe('chromeos');
  });

  it("takes a platform's family from how its text begins, whatever it names after", () => {
    // Each family's words written together or apart.
    expect(platformFamily('iPhoneOS 17')).toBe('ios');
    expect(platformFamily('RedHat 9')).toBe('linux');
    // A family's word later in the text is not the platform's family.
    expect(platformFamily('Darwin 23.4')).toBe('macos');
    expect(platformFamily('Android 14 emulator on macOS')).toBe('android');
    expect(platformFamily('Linux kiosk')).toBe('linux');
    expect(platformFamily('Ubuntu 22.04 with an Android emulator')).toBe('linux');
    expect(platformFamily('ChromeOS 120 (Linux)')).toBe('chromeos linux');
  });

  it('remembers the first browsers and platforms as shown, versions included, each once', () => {
    const seen = new VersionsSeen();
    for (const environment of ['chrome 126', 'chrome 126', 'firefox 127'])
      seen.add({ environment, platform: 'WIN11' });
    for (let i = 0; i < 100; i++) seen.add({ environment: `browser ${i}` });
    expect(seen.versions.environments.slice(0, 2)).toEqual(['chrome 126', 'firefox 127']);
    expect(seen.versions.environments).toHaveLength(32);
    expect(seen.versions.platforms).toEqual(['WIN11']);
  });
});
