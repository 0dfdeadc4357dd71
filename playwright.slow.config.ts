import base from './playwright.config.js';
export default { ...base, timeout: (base.timeout ?? 30_000) * 4, webServer: (base.webServer as object[]).map((w) => ({ ...w, timeout: 400_000 })) };
