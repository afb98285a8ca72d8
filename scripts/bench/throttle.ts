import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's "slow 4G" phone, applied for real instead of simulated: 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, counting a kilobit as 1,024 bits as Lighthouse does, and the
 * CPU four times slower.
 */
export const slow4g = {
  latencyMs: 150,
  downloadBytesPerSecond: Math.floor((1.6 * 1024 * 1024) / 8),
  uploadBytesPerSecond: Math.floor((750 * 1024) / 8),
  cpuSlowdown: 4,
};

/** Applies to the page's target, so it holds across the navigations the page makes. */
export async function throttle(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4g.latencyMs,
    downloadThroughput: slow4g.downloadBytesPerSecond,
    uploadThroughput: slow4g.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdown });
  return cdp;
}
