/** The Chromium that browser tests and benchmarks drive, and the flags that keep it quiet and fit for a container. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Headless Chromium 156 loads the address bar's suggestion popup (a WebUI page, chrome://omnibox-popup)
  // in a renderer of its own beside every new tab: two seconds of CPU on a two-core machine, taken from
  // the page under test while it opens. No test or benchmark here uses the address bar.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];
