import type { chromium } from 'playwright-core';

/**
 * A page on a mid-range phone (390 × 844, touch, CPU 4× slower, 150 ms RTT, 1.6 Mbps down): its
 * DevTools session stays open for the caller's own measurements.
 */
export async function slowPhone(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  extraHTTPHeaders: Record<string, string> = {},
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  return { page, cdp, close: () => context.close() };
}
