import config from './playwright.config.js';
export default { ...config, webServer: (config.webServer as object[]).map((s) => ({ ...s, timeout: 300_000 })) };
